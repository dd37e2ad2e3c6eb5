/**
 * docs/architecture.md "Formatting": every date and time goes through Intl.DateTimeFormat('mn')
 * here. Only numeric parts are asked for: browsers that ship without Mongolian month names
 * (Debian's Chromium prints '2026 M10 23') would otherwise show a broken date, so the words
 * around the numbers are written here.
 */

/** Ulaanbaatar is UTC+8 all year: the service's own zone. */
export const SERVICE_TIME_ZONE = 'Asia/Ulaanbaatar';

const OPTIONS = {
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The viewer's own zone (undefined) in the browser. */
let shownZone: string | undefined;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The first-view renderer shows dates as a viewer in Ulaanbaatar sees them (decision 033): the
 * browser's hydration must find the text it would write itself, and nearly every viewer is there.
 */
export function showDatesIn(timeZone: string): void {
  shownZone = timeZone;
}

function format(kind: keyof typeof OPTIONS, timeZone = shownZone): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('mn', { ...OPTIONS[kind], timeZone });
    formats.set(key, found);
  }
  return found;
}

/** '2026-10-23T10:00:00.000Z' -> '2026 оны 10-р сарын 23'; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = format('numeric').formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')} оны ${part('month')}-р сарын ${part('day')}`;
}

/** '2026.10.23': where a sentence-long date does not fit (a comment's byline). */
export function formatShortDate(iso: string): string {
  return format('short').format(new Date(iso));
}

/** '2026.10.23 14:05' on a 24-hour clock: a moment to the minute (a rental's end). */
export function formatDateTime(iso: string): string {
  return format('dateTime').format(new Date(iso));
}

/** '14:05' on a 24-hour clock, in the viewer's zone or the given one. */
export function formatTime(iso: string, timeZone?: string): string {
  return format('time', timeZone).format(new Date(iso));
}

/** For `<time dateTime>`: the calendar day of the ISO value. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
