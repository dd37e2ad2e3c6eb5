import { get, set } from 'idb-keyval';
import type { QualityPref } from '../engine/track-choice';
import { isCaptionChoice, type CaptionStyle } from './caption-style';

/**
 * The viewer's player preferences in IndexedDB (docs/architecture.md "Offline design"): the single source of truth, with
 * dash.js's own localStorage caching turned off.
 */
export interface PlayerPrefs {
  /** 0/1/2 = 480/720/1080 (docs/product.md §3), or 'auto'. */
  quality?: QualityPref;
  /** Saved sound: 'mn' | 'en'. */
  sound?: string;
  /** Saved subtitle code; '' means off. */
  sub?: string;
  speed?: number;
  volume?: number;
  captionSize?: CaptionStyle['size'];
  captionColour?: CaptionStyle['colour'];
  captionBackground?: CaptionStyle['background'];
}

export const PREF_KEYS = {
  quality: 'pref.quality',
  sound: 'pref.sound',
  sub: 'pref.sub',
  speed: 'pref.speed',
  volume: 'pref.volume',
  captionSize: 'pref.captionSize',
  captionColour: 'pref.captionColour',
  captionBackground: 'pref.captionBackground',
} as const satisfies Record<keyof PlayerPrefs, string>;

const isQuality = (v: unknown): v is QualityPref => v === 0 || v === 1 || v === 2 || v === 'auto';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export async function loadPlayerPrefs(): Promise<PlayerPrefs> {
  try {
    const [quality, sound, sub, speed, volume, size, colour, background] = await Promise.all([
      get<unknown>(PREF_KEYS.quality),
      get<unknown>(PREF_KEYS.sound),
      get<unknown>(PREF_KEYS.sub),
      get<unknown>(PREF_KEYS.speed),
      get<unknown>(PREF_KEYS.volume),
      get<unknown>(PREF_KEYS.captionSize),
      get<unknown>(PREF_KEYS.captionColour),
      get<unknown>(PREF_KEYS.captionBackground),
    ]);
    const prefs: PlayerPrefs = {};
    if (isQuality(quality)) prefs.quality = quality;
    if (typeof sound === 'string') prefs.sound = sound;
    if (typeof sub === 'string') prefs.sub = sub;
    if (isNumber(speed) && speed >= 0.25 && speed <= 4) prefs.speed = speed;
    if (isNumber(volume) && volume >= 0 && volume <= 1) prefs.volume = volume;
    if (isCaptionChoice('size', size)) prefs.captionSize = size;
    if (isCaptionChoice('colour', colour)) prefs.captionColour = colour;
    if (isCaptionChoice('background', background)) prefs.captionBackground = background;
    return prefs;
  } catch {
    // Private modes may refuse IndexedDB: play with the defaults.
    return {};
  }
}

export function savePlayerPref<K extends keyof PlayerPrefs>(
  name: K,
  value: NonNullable<PlayerPrefs[K]>,
): Promise<void> {
  return set(PREF_KEYS[name], value).catch(() => undefined);
}
