import type { DubFile, SourceAudioStream } from './transcode-types';

/*
 * The player and the catalogue name audio languages with two-letter codes (mn, en), while
 * containers usually carry ISO 639-2 tags (mon, eng): map the common ones, keep any other
 * well-formed code, and give untagged or `und` streams the default language.
 */
const TWO_LETTER: Record<string, string> = {
  mon: 'mn',
  eng: 'en',
  rus: 'ru',
  kaz: 'kk',
  chi: 'zh',
  zho: 'zh',
  kor: 'ko',
  jpn: 'ja',
  fre: 'fr',
  fra: 'fr',
  ger: 'de',
  deu: 'de',
  spa: 'es',
  tur: 'tr',
};

export function normaliseLanguage(tag: string | null, fallback: string): string {
  const code = (tag ?? '').trim().toLowerCase();
  if (!/^[a-z]{2,3}$/.test(code) || code === 'und' || code === 'mul' || code === 'zxx') {
    return fallback;
  }
  return TWO_LETTER[code] ?? code;
}

/** Where one audio track comes from: ffmpeg's input number and its map specifier. */
export interface AudioTrack {
  lang: string;
  /** Manifest id and segment stem: a-mn, a-en. */
  id: string;
  input: number;
  map: string;
  channels: number | undefined;
}

/**
 * One track per language, in the source's order, then dubs. A dub replaces a source stream of
 * the same language (the editor uploaded it on purpose); a second source stream of a language
 * already taken is dropped, since the player lists languages, not streams.
 */
export function planAudioTracks(
  streams: SourceAudioStream[],
  dubs: DubFile[],
  fallback: string,
): AudioTrack[] {
  const tracks = new Map<string, AudioTrack>();
  for (const stream of streams) {
    const lang = normaliseLanguage(stream.language, fallback);
    if (tracks.has(lang)) continue;
    tracks.set(lang, {
      lang,
      id: `a-${lang}`,
      input: 0,
      map: `0:a:${stream.index}`,
      channels: stream.channels,
    });
  }
  dubs.forEach((dub, i) => {
    const lang = normaliseLanguage(dub.language, fallback);
    tracks.set(lang, {
      lang,
      id: `a-${lang}`,
      input: i + 1,
      map: `${i + 1}:a:0`,
      channels: undefined,
    });
  });
  return [...tracks.values()];
}
