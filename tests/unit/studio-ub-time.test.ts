import { describe, expect, it } from 'vitest';
import { fromUbInput, toUbInput, ubClock, ubMoment } from '@/studio/ui/ub-time';

/* The studio's Ulaanbaatar moments (UTC+8 all year), shared by the home and moderation rooms. */

describe('Ulaanbaatar time in the studio', () => {
  it('shows a stored moment in Ulaanbaatar, across the date line of UTC', () => {
    expect(ubMoment('2026-11-28T20:30:00.000Z')).toBe('2026-11-29 04:30');
    expect(toUbInput('2026-11-28T20:30:00.000Z')).toBe('2026-11-29T04:30');
    expect(ubClock('2026-11-28T20:30:00.000Z')).toBe('04:30');
  });

  it('reads a datetime-local value as Ulaanbaatar time, and an empty one as empty', () => {
    expect(fromUbInput('2026-11-29T04:30')).toBe('2026-11-29T04:30:00+08:00');
    expect(Date.parse(fromUbInput('2026-11-29T04:30'))).toBe(Date.parse('2026-11-28T20:30:00Z'));
    expect(fromUbInput('')).toBe('');
  });
});
