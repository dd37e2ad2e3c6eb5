/**
 * docs/architecture.md "Formatting": every date and time is written here, from numbers only:
 * '2026 оны 10-р сарын 23', '2026.10.23', '2026.10.23 14:05', '14:05' (24-hour clock). Not
 * through Intl.DateTimeFormat: browsers without Mongolian data (Debian's Chromium) write
 * '10/23/2026' for the same options, so the server's first view and the browser would disagree,
 * and a page's first Intl call loads locale data, about 60 ms on a slow phone.
 */

/** Ulaanbaatar's zone, the service's own: UTC+8 all year since 2017. */
export const SERVICE_TIME_ZONE = 'Asia/Ulaanbaatar';

/**
 * The zones dates are written in besides the viewer's own: fixed offsets, so no time-zone
 * database is needed (Ulaanbaatar has had no daylight saving since 2017).
 */
export type FixedZone = 'UTC' | typeof SERVICE_TIME_ZONE;
const OFFSET_MINUTES: Record<FixedZone, number> = { UTC: 0, [SERVICE_TIME_ZONE]: 8 * 60 };

/** The viewer's own zone (undefined) in the browser. */
let shownZone: FixedZone | undefined;

/**
 * The first-view renderer shows dates as a viewer in Ulaanbaatar sees them (decision 033): the
 * browser's hydration must find the text it would write itself, and nearly every viewer is there.
 */
export function showDatesIn(timeZone: FixedZone): void {
  shownZone = timeZone;
}

type WallClock = [year: number, month: number, day: number, hour: number, minute: number];

/** An instant on the wall clock of a zone. */
function wallClock(time: number, timeZone = shownZone): WallClock {
  // The viewer's own offset at that instant, daylight saving included, or a fixed one.
  const offset =
    timeZone === undefined ? -new Date(time).getTimezoneOffset() : OFFSET_MINUTES[timeZone];
  const d = new Date(time + offset * 60_000);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
}

const two = (n: number) => String(n).padStart(2, '0');
const day = ([year, month, date]: WallClock) => `${year}.${two(month)}.${two(date)}`;
const clock = ([, , , hour, minute]: WallClock) => `${two(hour)}:${two(minute)}`;

/** The wall clock of an ISO value, or null when it is unreadable (every format then writes ''). */
function clockOf(iso: string, timeZone?: FixedZone): WallClock | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : wallClock(time, timeZone);
}

/** '2026-10-23T10:00:00.000Z' -> '2026 оны 10-р сарын 23'; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const c = clockOf(iso);
  if (!c) return '';
  const [year, month, date] = c;
  return `${year} оны ${month}-р сарын ${date}`;
}

/** '2026.10.23': where a sentence-long date does not fit (a comment's byline). */
export function formatShortDate(iso: string): string {
  const c = clockOf(iso);
  return c ? day(c) : '';
}

/** '2026.10.23 14:05' on a 24-hour clock: a moment to the minute (a rental's end). */
export function formatDateTime(iso: string): string {
  const c = clockOf(iso);
  return c ? `${day(c)} ${clock(c)}` : '';
}

/** '14:05' on a 24-hour clock, in the viewer's zone or the given one. */
export function formatTime(iso: string, timeZone?: FixedZone): string {
  const c = clockOf(iso, timeZone);
  return c ? clock(c) : '';
}

/** For `<time dateTime>`: the calendar day of the ISO value. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
