import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../server/clock';
import { documentPace, PACE_MS } from '../../server/http/document-pace';

describe('documentPace', () => {
  it('holds past the burst, and past 4096 held answers at once that it is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let wake = () => {};
    const asleep = new Promise<void>((resolve) => (wake = resolve));
    const sleeps: number[] = [];
    const pace = documentPace(fakeClock(), { perMinute: 60, burst: 2 }, (ms) => {
      sleeps.push(ms);
      return asleep;
    });
    expect(await pace.wait('a')).toBe('now');
    expect(await pace.wait('a')).toBe('now');
    const held = Array.from({ length: 4096 }, () => pace.wait('a'));
    expect(sleeps).toEqual(Array(4096).fill(PACE_MS));
    expect(await pace.wait('a')).toBe('full');
    // Another client's budget is its own.
    expect(await pace.wait('b')).toBe('now');
    wake();
    expect(new Set(await Promise.all(held))).toEqual(new Set(['held']));
    // Once they are answered, there is room to hold again.
    expect(await pace.wait('a')).toBe('held');
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
