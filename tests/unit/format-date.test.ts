import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatShortDate,
  formatTime,
  isoDay,
  SERVICE_TIME_ZONE,
  showDatesIn,
} from '../../src/lib/format-date';

// Midday UTC, so the calendar day is the same in every zone the tests may run in.
const NOON = '2026-10-23T12:05:00.000Z';

describe('date formatters', () => {
  it('writes the long date with Mongolian words around the numbers', () => {
    expect(formatDate(NOON)).toBe('2026 оны 10-р сарын 23');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes the short date and the date with a 24-hour time from numbers only', () => {
    expect(formatShortDate(NOON)).toBe('2026.10.23');
    expect(formatDateTime(NOON)).toMatch(/^2026\.10\.23 \d{2}:05$/);
    expect(formatShortDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
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

describe("the first view's dates", () => {
  it("are written as Ulaanbaatar sees them once the renderer asks (last: it changes the module's zone)", () => {
    showDatesIn(SERVICE_TIME_ZONE);
    expect(formatDate('2026-10-14T21:58:10.152Z')).toBe('2026 оны 10-р сарын 15');
    expect(formatDateTime('2026-10-14T21:58:10.152Z')).toBe('2026.10.15 05:58');
    expect(formatTime('2026-10-14T21:58:10.152Z')).toBe('05:58');
  });
});
