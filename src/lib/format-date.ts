/**
 * docs/architecture.md "Formatting": dates go through Intl.DateTimeFormat('mn'). Only its numbers are used: browsers
 * that ship without Mongolian month names (Debian's Chromium prints '2026 M10 23') would otherwise
 * show a broken date, so the words around the numbers are written here.
 */
const numericDate = new Intl.DateTimeFormat('mn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** '2026-10-23T10:00:00.000Z' -> '2026 оны 10-р сарын 23'; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const parts = numericDate.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('year')} оны ${part('month')}-р сарын ${part('day')}`;
}

/** For `<time dateTime>`: the calendar day of the ISO value. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
