/*
 * Finding the longest stretch of audio two episodes share, from chromaprint's raw fingerprints
 * (docs/decisions/066-intro-suggestion.md). As Jellyfin's intro-skipper: each 32-bit word stands
 * for about 0.1238 s of audio; two words match when they differ in few bits (Hamming distance);
 * the fingerprints are slid past each other and, at each offset, the longest run of matching words
 * (short gaps allowed) is the shared part. Pure: no files, no ffmpeg.
 */

/** Seconds one raw fingerprint word stands for (chromaprint's 4096-sample frames at 11025 Hz, 2/3 overlap). */
export const SECONDS_PER_WORD = 0.1238;
/** Words differing in at most this many of 32 bits count as the same sound (intro-skipper's default). */
export const MAX_BIT_DIFFERENCE = 6;
/** Gaps of non-matching words a run may cross: a cough over the theme song does not split it. */
export const MAX_GAP_WORDS = Math.round(3.5 / SECONDS_PER_WORD);

export interface SharedRange {
  /** In the first fingerprint, in words. */
  startA: number;
  endA: number;
  /** In the second. */
  startB: number;
  endB: number;
}

/** Counts the set bits of a 32-bit word (the classic parallel count). */
export function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The little-endian 32-bit words of ffmpeg's `-f chromaprint -fp_format raw` output. */
export function rawWords(bytes: Uint8Array): Uint32Array {
  const count = Math.floor(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 4);
  const words = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) words[i] = view.getUint32(i * 4, true);
  return words;
}

/** Half a second of words around each one: a match counts only among other matches. */
const DENSITY_REACH = 2;

/**
 * The longest run of matches along one alignment: b[i + shift] against a[i]. A word counts as
 * matching only when most words around it match too, so a chance match a few seconds after the
 * intro does not stretch the run across the gap allowance.
 */
function longestRunAt(a: Uint32Array, b: Uint32Array, shift: number): [number, number] | null {
  const from = Math.max(0, -shift);
  const to = Math.min(a.length, b.length - shift);
  if (to - from <= 0) return null;
  const hits = new Uint8Array(to - from);
  for (let i = from; i < to; i += 1) {
    hits[i - from] = bitCount((a[i] ?? 0) ^ (b[i + shift] ?? 0)) <= MAX_BIT_DIFFERENCE ? 1 : 0;
  }
  let best: [number, number] | null = null;
  let runStart = -1;
  let lastMatch = -1;
  for (let k = 0; k < hits.length; k += 1) {
    if (hits[k] === 0) continue;
    let around = 0;
    for (
      let j = Math.max(0, k - DENSITY_REACH);
      j <= Math.min(hits.length - 1, k + DENSITY_REACH);
      j += 1
    ) {
      around += hits[j] ?? 0;
    }
    if (around <= DENSITY_REACH) continue;
    const i = k + from;
    if (runStart < 0 || i - lastMatch > MAX_GAP_WORDS + 1) runStart = i;
    lastMatch = i;
    if (!best || lastMatch + 1 - runStart > best[1] - best[0]) best = [runStart, lastMatch + 1];
  }
  return best;
}

/**
 * The longest shared range of two fingerprints over every offset, or null when none reaches
 * `minWords`. Brute force over offsets: ten minutes are about 4,850 words, so a pair costs some
 * 24 million word comparisons, a fraction of a second.
 */
export function longestSharedRange(
  a: Uint32Array,
  b: Uint32Array,
  minWords: number,
): SharedRange | null {
  let best: SharedRange | null = null;
  for (let shift = -(a.length - 1); shift < b.length; shift += 1) {
    const run = longestRunAt(a, b, shift);
    if (!run || run[1] - run[0] < minWords) continue;
    if (!best || run[1] - run[0] > best.endA - best.startA) {
      best = { startA: run[0], endA: run[1], startB: run[0] + shift, endB: run[1] + shift };
    }
  }
  return best;
}
