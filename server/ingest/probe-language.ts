/*
 * Container language tags are ISO 639-2 (mp4, mkv: "mon", "eng") or, from some tools, ISO 639-1
 * or BCP 47 ("mn", "en-US"). The player names audio and subtitle tracks by ISO 639-1 (mn, en),
 * so the languages a broadcaster here meets are mapped to it; any other well-formed code is kept
 * as it is, and "not said" codes become null.
 */
const TO_ISO_639_1: Record<string, string> = {
  mon: 'mn',
  eng: 'en',
  rus: 'ru',
  chi: 'zh',
  zho: 'zh',
  jpn: 'ja',
  kor: 'ko',
  ger: 'de',
  deu: 'de',
  fre: 'fr',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  tur: 'tr',
  kaz: 'kk',
  hin: 'hi',
  ara: 'ar',
  tha: 'th',
  vie: 'vi',
  ind: 'id',
  ukr: 'uk',
  pol: 'pl',
  dut: 'nl',
  nld: 'nl',
  swe: 'sv',
  tib: 'bo',
  bod: 'bo',
};

/** und: undetermined, mul: several, zxx: no language, mis: not coded; qaa–qtz: private use. */
const NOT_SAID = new Set(['und', 'mul', 'zxx', 'mis']);

/** The tag as the player's code, or null when the file does not say a language. */
export function normaliseLanguage(tag: string | undefined): string | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (!/^[a-z]{2,3}$/.test(primary)) return null;
  if (NOT_SAID.has(primary) || /^q[a-t][a-z]$/.test(primary)) return null;
  return TO_ISO_639_1[primary] ?? primary;
}
