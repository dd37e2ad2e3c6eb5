// Types of live-stamp.mjs, for its unit test (tests/unit/live-stamp.test.ts).
export const STAMP_BITS: number;
export function stampedPattern(width: number, height: number, rate: number): string;
export function decodeStamp(
  lumaAt: (x: number, y: number) => number,
  width: number,
  height: number,
): number | null;
export function stampAgeMs(stamp: number, nowMs: number): number;
