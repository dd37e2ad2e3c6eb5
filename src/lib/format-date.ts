/**
 * docs/architecture.md "Formatting": every date and time is written here, from numbers only:
 * '2026 оны 10-р сарын 23', '2026.10.23', '2026.10.23 14:05', '14:05' (24-hour clock). Not
 * through Intl.DateTimeFormat: browsers without Mongolian data (Debian's Chromium) write
 * '10/23/2026' for the same options, so the server's first view and the browser would disagree,
 * and a page's first Intl call loads locale data, about 60 ms on a slow phone.
 */

/** Ulaanbaatar's zone, the service's own: UTC+8 all year since 2017. */
export const SERVICE_TIME_ZONE = 'Asia/Ulaanbaatar';

/** Zones written without a time-zone database (no daylight saving since 2017 in Ulaanbaatar). */
const FIXED_OFFSET_MINUTES: Record<string, number> = { UTC: 0, [SERVICE_TIME_ZONE]: 8 * 60 };

/** The viewer's own zone (undefined) in the browser. */
let shownZone: string | undefined;

/**
 * The first-view renderer shows dates as a viewer in Ulaanbaatar sees them (decision 033): the
 * browser's hydration must find the text it would write itself, and nearly every viewer is there.
 */
export function showDatesIn(timeZone: string): void {
  shownZone = timeZone;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function wallClock(time: number, timeZone = shownZone): WallClock {
  if (timeZone === undefined) {
    const d = new Date(time);
    const [year, month, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
    return { year, month, day, hour: d.getHours(), minute: d.getMinutes() };
  }
  const offset = FIXED_OFFSET_MINUTES[timeZone];
  if (offset !== undefined) {
    const d = new Date(time + offset * 60_000);
    const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    return { year, month, day, hour: d.getUTCHours(), minute: d.getUTCMinutes() };
  }
  // Any other named zone needs its rules: Intl's numbers, never its patterns.
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (c: WallClock) => `${c.year}.${two(c.month)}.${two(c.day)}`;
const clock = (c: WallClock) => `${two(c.hour)}:${two(c.minute)}`;

/** '2026-10-23T10:00:00.000Z' -> '2026 оны 10-р сарын 23'; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const c = wallClock(time);
  return `${c.year} оны ${c.month}-р сарын ${c.day}`;
}

/** '2026.10.23': where a sentence-long date does not fit (a comment's byline). */
export function formatShortDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : day(wallClock(time));
}

/** '2026.10.23 14:05' on a 24-hour clock: a moment to the minute (a rental's end). */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const c = wallClock(time);
  return `${day(c)} ${clock(c)}`;
}

/** '14:05' on a 24-hour clock, in the viewer's zone or the given one. */
export function formatTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : clock(wallClock(time, timeZone ?? shownZone));
}

/** For `<time dateTime>`: the calendar day of the ISO value. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
