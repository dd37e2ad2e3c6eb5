/**
 * docs/architecture.md "Formatting": every date and time goes through Intl.DateTimeFormat('mn')
 * here. Only numeric parts are asked for: browsers that ship without Mongolian month names
 * (Debian's Chromium prints '2026 M10 23') would otherwise show a broken date, so the words
 * around the numbers are written here.
 */
const numericDate = new Intl.DateTimeFormat('mn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('mn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTime = new Intl.DateTimeFormat('mn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const times = new Map<string | undefined, Intl.DateTimeFormat>();

/** '2026-10-23T10:00:00.000Z' -> '2026 оны 10-р сарын 23'; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = numericDate.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')} оны ${part('month')}-р сарын ${part('day')}`;
}

/** '2026.10.23': where a sentence-long date does not fit (a comment's byline). */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** '2026.10.23 14:05' on a 24-hour clock: a moment to the minute (a rental's end). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '14:05' on a 24-hour clock, in the viewer's zone or the given one. */
export function formatTime(iso: string, timeZone?: string): string {
  let format = times.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('mn', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    times.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** For `<time dateTime>`: the calendar day of the ISO value. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
