import { QUALITY_HEIGHTS, levelOfHeight, resolveQuality } from '../engine/track-choice';
import { loadPlayerPrefs } from './preferences';

/** Adaptive playback opens the HD manifest (choosePlayback), so a download without a saved quality keeps HD. */
const ADAPTIVE_LEVEL = 1;

/**
 * The height a download keeps unless the viewer picks another: the saved quality by the player's
 * own rule (docs/product.md §4 "Player defaults": that quality, else the highest available below
 * it, else the lowest), with 'auto' or nothing saved counting as HD. `available` are the title's
 * heights; empty means not known, and the saved height is answered as it is.
 */
export async function downloadQuality(available: readonly number[]): Promise<number> {
  const { quality } = await loadPlayerPrefs();
  const pref = quality === undefined || quality === 'auto' ? ADAPTIVE_LEVEL : quality;
  if (available.length === 0) return QUALITY_HEIGHTS[pref];
  const level = resolveQuality(pref, available.map(levelOfHeight));
  return QUALITY_HEIGHTS[level === 'auto' ? ADAPTIVE_LEVEL : level];
}

/** The sound a download keeps: the saved one ('mn'/'en'), or null for the title's first. */
export async function downloadAudio(): Promise<string | null> {
  return (await loadPlayerPrefs()).sound ?? null;
}
