import { formatClock } from '@/lib/format-clock';
/*
 * docs/product.md §4 "Player defaults", as pure functions so they can be tested without a browser.
 * Quality levels are the spec's 0/1/2 = 480 SD / 720 HD / 1080 QHD.
 */

export const QUALITY_HEIGHTS = [480, 720, 1080] as const;
export type QualityLevel = 0 | 1 | 2;
/** A saved quality: a level, or 'auto' for adaptive bitrate. */
export type QualityPref = QualityLevel | 'auto';

/** The level a rendition of this height stands for (a 576p or 540p rendition counts as SD). */
export function levelOfHeight(height: number): QualityLevel {
  if (height <= 600) return 0;
  if (height <= 900) return 1;
  return 2;
}

/**
 * The saved quality, else the highest available not above it; the lowest available when every
 * rendition is above it. No preference (or 'auto') means adaptive bitrate.
 */
export function resolveQuality(
  pref: QualityPref | undefined,
  available: readonly QualityLevel[],
): QualityPref {
  if (pref === undefined || pref === 'auto' || available.length === 0) return 'auto';
  const sorted = [...new Set(available)].sort((a, b) => a - b);
  const fitting = sorted.filter((level) => level <= pref);
  return fitting.at(-1) ?? sorted[0]!;
}

export interface AudioChoice {
  lang: string | null;
  /** True when nothing was saved: the chosen default becomes the saved sound. */
  save: boolean;
}

/** The saved sound when this title has it, else the Mongolian dub, else English, else the first. */
export function resolveAudio(saved: string | undefined, available: readonly string[]): AudioChoice {
  const save = saved === undefined;
  if (saved !== undefined && available.includes(saved)) return { lang: saved, save: false };
  const lang = ['mn', 'en'].find((code) => available.includes(code)) ?? available[0] ?? null;
  return { lang, save: save && lang !== null };
}

/** What `pref.sub` holds when the viewer turned subtitles off. */
export const SUBTITLES_OFF = '';

/**
 * The saved subtitle when present; a saved Mongolian one that is missing falls back to English.
 * With nothing saved, subtitles stay off while the sound is Mongolian and otherwise default to
 * Mongolian (then English), so a viewer never gets foreign speech without text.
 */
export function resolveSubtitle(
  saved: string | undefined,
  available: readonly string[],
  audioLang: string | null,
): string | null {
  if (saved === SUBTITLES_OFF) return null;
  if (saved !== undefined) {
    if (available.includes(saved)) return saved;
    if (saved === 'mn' && available.includes('en')) return 'en';
    return null;
  }
  if (audioLang === null || audioLang === 'mn') return null;
  return ['mn', 'en'].find((code) => available.includes(code)) ?? null;
}

/** 'mm:ss', or 'h:mm:ss' past an hour; negative and NaN read as 0. */
export const formatTime = (seconds: number): string => formatClock(seconds, { padMinutes: true });
