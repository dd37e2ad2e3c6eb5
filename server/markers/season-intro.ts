import { longestSharedRange, SECONDS_PER_WORD } from './fingerprint-match';

/*
 * A season's shared intro from its episodes' fingerprints (decision 066): every episode is
 * compared with every other, and each keeps the longest range it shares with any of them.
 * intro-skipper's length rule: 15 s to 2 min; anything else is not an intro.
 */

export const INTRO_MIN_SECONDS = 15;
export const INTRO_MAX_SECONDS = 120;

export interface EpisodeFingerprint {
  episodeId: number;
  words: Uint32Array;
}

export interface IntroSuggestion {
  episodeId: number;
  /** Whole seconds, as the markers are stored; both null when nothing was shared. */
  startSec: number | null;
  endSec: number | null;
}

// The first matching word already mixes the theme with what came before it, so the start is
// early by a fraction of a second: rounded up, a skip never hides the end of the scene before.
const startSeconds = (words: number) => Math.ceil(words * SECONDS_PER_WORD);
const endSeconds = (words: number) => Math.round(words * SECONDS_PER_WORD);

export function seasonIntros(episodes: readonly EpisodeFingerprint[]): IntroSuggestion[] {
  const best = new Map<number, { start: number; end: number }>();
  const keep = (id: number, start: number, end: number) => {
    const old = best.get(id);
    if (!old || end - start > old.end - old.start) best.set(id, { start, end });
  };
  const minWords = Math.ceil(INTRO_MIN_SECONDS / SECONDS_PER_WORD);
  for (let i = 0; i < episodes.length; i += 1) {
    for (let j = i + 1; j < episodes.length; j += 1) {
      const a = episodes[i];
      const b = episodes[j];
      if (!a || !b) continue;
      const shared = longestSharedRange(a.words, b.words, minWords);
      if (!shared) continue;
      keep(a.episodeId, shared.startA, shared.endA);
      keep(b.episodeId, shared.startB, shared.endB);
    }
  }
  return episodes.map(({ episodeId }) => {
    const range = best.get(episodeId);
    if (!range) return { episodeId, startSec: null, endSec: null };
    const startSec = startSeconds(range.start);
    const endSec = endSeconds(range.end);
    if (endSec - startSec > INTRO_MAX_SECONDS) return { episodeId, startSec: null, endSec: null };
    return { episodeId, startSec, endSec };
  });
}
