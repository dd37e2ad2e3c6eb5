import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatShortDate,
  formatTime,
  isoDay,
} from '../../src/lib/format-date';

// Midday UTC, so the calendar day is the same in every zone the tests may run in.
const NOON = '2026-10-23T12:05:00.000Z';

describe('date formatters', () => {
  it('writes the long date with Mongolian words around Intl numbers', () => {
    expect(formatDate(NOON)).toBe('2026 оны 10-р сарын 23');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes the short date and the date with a 24-hour time from numbers only', () => {
    expect(formatShortDate(NOON)).toMatch(/^2026\D10\D23$/);
    expect(formatDateTime(NOON)).toMatch(/^2026\D10\D23\D+\d{2}:05$/);
    expect(formatDateTime(NOON)).not.toMatch(/AM|PM|M10/);
  });

  it('writes a time of day in the zone asked for', () => {
    expect(formatTime(NOON, 'Asia/Ulaanbaatar')).toBe('20:05');
    expect(formatTime('2026-10-23T17:30:00.000Z', 'Asia/Ulaanbaatar')).toBe('01:30');
    expect(formatTime(NOON, 'UTC')).toBe('12:05');
  });

  it('gives <time dateTime> the calendar day', () => {
    expect(isoDay(NOON)).toBe('2026-10-23');
  });
});
