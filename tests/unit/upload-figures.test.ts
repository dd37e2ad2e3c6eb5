import { describe, expect, it } from 'vitest';
import {
  percentOf,
  readableBytes,
  readableDuration,
  secondsLeft,
  SpeedWindow,
} from '../../src/studio/ingest/upload-figures';
import { readableSize, uploadMessages } from '../../contract/studio/ingest-paths';

/* What the upload panel shows (decision 060): numbers from progress samples, no clock read. */

describe('upload figures', () => {
  it('says 100% only when every byte is in', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(250, 1000)).toBe(25);
  });

  it('measures speed over its window, and starts over when bytes go back after a cut', () => {
    const window = new SpeedWindow(5000);
    window.add(0, 0);
    expect(window.bytesPerSecond()).toBeNull();
    window.add(1000, 2_000_000);
    expect(window.bytesPerSecond()).toBe(2_000_000);
    window.add(2000, 3_000_000);
    expect(window.bytesPerSecond()).toBe(1_500_000);
    // Far later at a slower pace: the old samples leave the window.
    window.add(9000, 3_700_000);
    window.add(10_000, 3_800_000);
    expect(window.bytesPerSecond()).toBe(100_000);
    window.add(10_500, 1_000_000);
    expect(window.bytesPerSecond()).toBeNull();
  });

  it('reads sizes, durations and time left in the studio words', () => {
    expect(readableBytes(512 * 1024)).toBe('512 KB');
    expect(readableBytes(12.4 * 1024 ** 2)).toBe('12.4 MB');
    expect(readableDuration(45)).toBe('45 сек');
    expect(readableDuration(200)).toBe('3 мин 20 сек');
    expect(readableDuration(3900)).toBe('1 цаг 5 мин');
    expect(secondsLeft(500, 1500, 100)).toBe(10);
    expect(secondsLeft(500, 1500, null)).toBeNull();
    expect(readableSize(8 * 1024 ** 3)).toBe('8 GB');
    expect(uploadMessages.tooLarge(64 * 1024 ** 2)).toContain('64 MB');
  });
});
