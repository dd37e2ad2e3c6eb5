import type { TranscodeSource } from './transcode-types';

/*
 * The rendition ladder for one source. A rung is named by the frame's short side (480p, 720p,
 * 1080p), so a portrait phone video gets 480x854 and 720x1280 as a landscape one gets 854x480
 * and 1280x720; no rung is ever above the source, and a source below 480p keeps one rung at its
 * own size.
 */

export interface Rung {
  /** '480p', '720p', '1080p' (or the source's own short side when below 480). */
  name: string;
  /** Representation id in the manifest, and so the segment names' stem: v480, v720, v1080. */
  id: string;
  width: number;
  height: number;
  bandwidth: number;
}

const RUNGS = [
  { shortSide: 480, bandwidth: 1_000_000 },
  { shortSide: 720, bandwidth: 2_500_000 },
  { shortSide: 1080, bandwidth: 4_500_000 },
] as const;

/** x264 with 4:2:0 chroma needs even sizes. */
export function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/** The size the viewer sees: the coded size turned by the display rotation. */
export function displaySize(source: Pick<TranscodeSource, 'width' | 'height' | 'rotation'>): {
  width: number;
  height: number;
} {
  const quarterTurn = Math.abs(Math.round(source.rotation / 90)) % 2 === 1;
  return quarterTurn
    ? { width: source.height, height: source.width }
    : { width: source.width, height: source.height };
}

export function planLadder(source: Pick<TranscodeSource, 'width' | 'height' | 'rotation'>): Rung[] {
  const display = displaySize(source);
  const portrait = display.height > display.width;
  const shortSide = Math.min(display.width, display.height);
  const longSide = Math.max(display.width, display.height);
  const sized = (side: number, bandwidth: number, name: string): Rung => {
    const short = even(side);
    const long = even((side * longSide) / shortSide);
    return {
      name,
      id: `v${short}`,
      width: portrait ? short : long,
      height: portrait ? long : short,
      bandwidth,
    };
  };
  const fitting = RUNGS.filter((r) => r.shortSide <= shortSide);
  if (fitting.length === 0) {
    const lowest = RUNGS[0];
    const bandwidth = Math.round((lowest.bandwidth * shortSide) / lowest.shortSide);
    return [sized(shortSide, bandwidth, `${even(shortSide)}p`)];
  }
  return fitting.map((r) => sized(r.shortSide, r.bandwidth, `${r.shortSide}p`));
}

/** The display aspect ratio as a reduced fraction, for `setdar` (every rung must share it). */
export function aspectRatio(
  source: Pick<TranscodeSource, 'width' | 'height' | 'rotation'>,
): string {
  const { width, height } = displaySize(source);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return `${width / d}/${height / d}`;
}

const STANDARD_RATES: [number, string][] = [
  [24000 / 1001, '24000/1001'],
  [24, '24'],
  [25, '25'],
  [30000 / 1001, '30000/1001'],
  [30, '30'],
  [50, '50'],
  [60000 / 1001, '60000/1001'],
  [60, '60'],
];

/**
 * The constant output rate: the standard rate nearest the source's average, so a phone's
 * variable 29.99 fps becomes 30 and every run of the same source lands on the same frames.
 */
export function outputFrameRate(fps: number): string {
  const usable = Number.isFinite(fps) && fps > 0 ? fps : 30;
  let best = STANDARD_RATES[0] ?? [30, '30'];
  for (const rate of STANDARD_RATES) {
    if (Math.abs(rate[0] - usable) < Math.abs(best[0] - usable)) best = rate;
  }
  return best[1];
}
