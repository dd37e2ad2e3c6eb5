/*
 * How a range of days is read from the monthly rows and the daily ones (decision 069, "A year's
 * read"): a month the range covers whole is one monthly row per subject; an edge month is either
 * its days inside the range (`add`), or its monthly row less its days outside the range
 * (`subtract`), whichever reads fewer days. A year thus reads 12 monthly rows and at most about a
 * month of daily rows per subject, and a range ending today subtracts the days after today,
 * which have no rows.
 */
export interface RangeParts {
  /** 'YYYY-MM' whose monthly rows are read. */
  months: string[];
  /** Inclusive day spans whose daily rows are added. */
  add: [string, string][];
  /** Inclusive day spans whose daily rows are taken off (days of a month in `months`). */
  subtract: [string, string][];
}

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const daysFrom = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DAY_MS) + 1;

export function rangeParts(from: string, to: string): RangeParts {
  const parts: RangeParts = { months: [], add: [], subtract: [] };
  let monthStart = `${from.slice(0, 7)}-01`;
  while (monthStart <= to) {
    const next = new Date(ms(monthStart));
    next.setUTCMonth(next.getUTCMonth() + 1);
    const monthEnd = dayOf(next.getTime() - DAY_MS);
    const lo = from > monthStart ? from : monthStart;
    const hi = to < monthEnd ? to : monthEnd;
    const inside = daysFrom(lo, hi);
    if (inside === daysFrom(monthStart, monthEnd)) {
      parts.months.push(monthStart.slice(0, 7));
    } else if (inside * 2 <= daysFrom(monthStart, monthEnd)) {
      parts.add.push([lo, hi]);
    } else {
      parts.months.push(monthStart.slice(0, 7));
      if (lo > monthStart) parts.subtract.push([monthStart, dayOf(ms(lo) - DAY_MS)]);
      if (hi < monthEnd) parts.subtract.push([dayOf(ms(hi) + DAY_MS), monthEnd]);
    }
    monthStart = dayOf(next.getTime());
  }
  return parts;
}
