import { describe, expect, it } from 'vitest';
import { formatClock } from '../../src/lib/format-clock';

describe('formatClock', () => {
  it('shows m:ss, h:mm:ss past an hour, and mm:ss when asked', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(65, { padMinutes: true })).toBe('01:05');
    expect(formatClock(3723, { padMinutes: true })).toBe('1:02:03');
  });

  it('drops fractions and reads NaN and negatives as 0', () => {
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-3, { padMinutes: true })).toBe('00:00');
  });
});
