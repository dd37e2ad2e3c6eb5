import { describe, expect, it } from 'vitest';
import { decodeStamp, stampAgeMs, STAMP_BITS } from '../../scripts/bench/live-stamp.mjs';

/*
 * The live bench's clock barcode (scripts/bench/live-stamp.mjs), read from frames painted here
 * the way its ffmpeg filter paints them: row 0 white, black, then the bits least significant
 * first; row 1 the same inverted; blocks of height × 32/720. The bench itself checks the real
 * filter through x264 before it measures.
 */

type Frame = { lumaAt: (x: number, y: number) => number; width: number; height: number };

function paint(
  value: number,
  width: number,
  height: number,
  options: { second?: number; white?: number; black?: number } = {},
): Frame {
  const { white = 255, black = 0 } = options;
  const block = (height * 32) / 720;
  const level = (bit: boolean) => (bit ? white : black);
  const lumaAt = (x: number, y: number) => {
    const column = Math.floor(x / block);
    const row = Math.floor(y / block);
    if (row > 1 || column >= STAMP_BITS + 2) return 128;
    const shown = row === 0 ? value : (options.second ?? value);
    const bit = column === 0 ? true : column === 1 ? false : Boolean((shown >> (column - 2)) & 1);
    return level(row === 0 ? bit : !bit);
  };
  return { lumaAt, width, height };
}

const read = (frame: Frame) => decodeStamp(frame.lumaAt, frame.width, frame.height);

describe('the live bench clock stamp', () => {
  it('reads the value back at every rung of the ladder', () => {
    for (const [width, height] of [
      [854, 480],
      [1280, 720],
      [1920, 1080],
    ] as const) {
      for (const value of [0, 1, 0xabcdef, 2 ** STAMP_BITS - 1]) {
        expect(read(paint(value, width, height))).toBe(value);
      }
    }
  });

  it('reads through a codec’s grey: blocks near their level, not at it', () => {
    expect(read(paint(0x5a5a5a, 854, 480, { white: 220, black: 30 }))).toBe(0x5a5a5a);
  });

  it('refuses a frame whose rows disagree (painted across a clock tick)', () => {
    expect(read(paint(1000, 854, 480, { second: 1001 }))).toBeNull();
  });

  it('refuses a picture without the stamp (the standing loop, a flat frame)', () => {
    expect(read({ lumaAt: () => 128, width: 854, height: 480 })).toBeNull();
    expect(read(paint(1000, 854, 480, { white: 140, black: 110 }))).toBeNull();
  });

  it('counts the age from the stamp across the wrap of its 24 bits', () => {
    const now = 2 ** STAMP_BITS * 10 * 7 + 1230;
    expect(stampAgeMs(123, now)).toBe(0);
    expect(stampAgeMs(23, now)).toBe(1000);
    expect(stampAgeMs(2 ** STAMP_BITS - 377, now)).toBe(5000);
  });
});
