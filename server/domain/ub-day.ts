/*
 * Ulaanbaatar's calendar day (UTC+8 all year since 2017): the numbers room counts by the day
 * people in Mongolia live, not by UTC's, which would cut every evening in two at 08:00.
 */
const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Ulaanbaatar day holding this instant. */
export function ubDayOf(ms: number): string {
  return new Date(ms + UB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day's bounds as ISO instants: [start, end). */
export function ubDayBounds(day: string): { start: string; end: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - UB_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + DAY_MS).toISOString() };
}

/** Every day from `from` to `to`, both included. */
export function ubDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
