import type { Segment } from '../../contract/entities';

/** The six segment columns of an episodes row (migration 0011). */
export interface SegmentColumns {
  recap_start_sec: number | null;
  recap_end_sec: number | null;
  intro_start_sec: number | null;
  intro_end_sec: number | null;
  credits_start_sec: number | null;
  credits_end_sec: number | null;
}

export const segmentColumns = [
  'episodes.recap_start_sec',
  'episodes.recap_end_sec',
  'episodes.intro_start_sec',
  'episodes.intro_end_sec',
  'episodes.credits_start_sec',
  'episodes.credits_end_sec',
] as const;

/**
 * The columns as the contract's list. A part needs a start; recap and intro also an end after
 * it (a skip must land somewhere), credits may run to the end. A half-filled or backwards row
 * is left out rather than sent, so the player never seeks to nonsense.
 */
export function episodeSegments(row: SegmentColumns): Segment[] {
  const parts: [Segment['kind'], number | null, number | null][] = [
    ['recap', row.recap_start_sec, row.recap_end_sec],
    ['intro', row.intro_start_sec, row.intro_end_sec],
    ['credits', row.credits_start_sec, row.credits_end_sec],
  ];
  const segments: Segment[] = [];
  for (const [kind, start, end] of parts) {
    if (start === null || start < 0) continue;
    if (end === null ? kind !== 'credits' : end <= start) continue;
    segments.push({ kind, start_sec: start, end_sec: end });
  }
  return segments.sort((a, b) => a.start_sec - b.start_sec);
}
