import type { Segment } from '@contract/entities';

/** A part the player offers to skip: recap or intro, with an end to land on. */
export interface SkipTarget {
  kind: 'recap' | 'intro';
  start: number;
  end: number;
}

/**
 * The recap or intro playing at `time`, if any. Credits are not skipped here: they start the
 * next-episode countdown instead (the watch page reads them).
 */
export function activeSkip(segments: readonly Segment[], time: number): SkipTarget | null {
  for (const s of segments) {
    if (s.kind === 'credits' || s.end_sec === null) continue;
    if (time >= s.start_sec && time < s.end_sec) {
      return { kind: s.kind, start: s.start_sec, end: s.end_sec };
    }
  }
  return null;
}
