import type { StudioDataOf } from '@contract/studio/endpoints';
import { numbersTexts as texts } from './numbers-texts';

type Numbers = StudioDataOf<'studioNumbers'>;

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The table as CSV, one row per day and a total row, the same values the page shows ("< 5" as
 * it is). Made in the browser from the answer the page already has: nothing more is asked.
 */
export function numbersCsv(numbers: Numbers): string {
  const usage = numbers.usage;
  const header = [
    texts.day,
    ...(usage
      ? [
          texts.plays,
          texts.viewers,
          texts.watchHours,
          texts.registrations,
          texts.downloads,
          texts.notificationsOpened,
          texts.emptySearches,
        ]
      : []),
    texts.payingUsers,
    texts.revenuePack,
    texts.revenueRental,
  ];
  const line = (
    day: string,
    money: Numbers['money']['total'],
    use: NonNullable<Numbers['usage']>['total'] | undefined,
  ) => [
    day,
    ...(use
      ? [
          use.plays,
          use.viewers,
          use.watch_hours,
          use.registrations,
          use.downloads,
          use.notifications_opened,
          use.empty_searches,
        ]
      : []),
    money.paying_users,
    money.revenue_pack,
    money.revenue_rental,
  ];
  const rows = numbers.money.days.map((money, i) => line(money.day, money, usage?.days[i]));
  rows.push(line(texts.total, numbers.money.total, usage?.total));
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves the CSV as a file named by the range. */
export function downloadCsv(numbers: Numbers) {
  // A BOM so spreadsheet programs read the Cyrillic headers as UTF-8.
  const blob = new Blob(['\uFEFF', numbersCsv(numbers)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `btv-numbers-${numbers.from}-${numbers.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
