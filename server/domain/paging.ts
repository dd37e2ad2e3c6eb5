import { PAGE_SIZE } from '../../contract/envelope';
import type { Paged } from '../../contract/envelope';

/** LIMIT/OFFSET for a 1-based page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * As pageWindow, one row longer: that row says whether another page follows, which a page needs
 * to know on every request, while the total is needed only where the rows cannot tell it.
 */
export function pageWindowAndNext(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE };
}

/**
 * A page past the end is not an error: it is empty and still reports the real last_page, so a
 * client that raced a deletion stops appending instead of failing.
 */
export function toPaged<T>(data: T[], total: number, page: number): Paged<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
  };
}

/**
 * A page from the rows of pageWindowAndNext. The last page (and a list that fits on the first)
 * knows the total from its own rows and counts nothing. Otherwise `total` is asked, which may
 * answer from a cache (domain/shared-reads.ts); a total counted before the list changed never
 * contradicts the rows in hand: there is a next page exactly when the extra row came.
 */
export async function pageFromRows<T>(
  rows: T[],
  page: number,
  total: () => Promise<number>,
): Promise<Paged<T>> {
  const { offset } = pageWindow(page);
  const data = rows.slice(0, PAGE_SIZE);
  const more = rows.length > PAGE_SIZE;
  if (!more && (data.length > 0 || page === 1)) return toPaged(data, offset + data.length, page);
  const counted = await total();
  return toPaged(
    data,
    more ? Math.max(counted, offset + PAGE_SIZE + 1) : Math.min(counted, offset),
    page,
  );
}

/** SQLite answers count(*) as a number; PostgreSQL as a string (bigint). */
export function countOf(row: { count: number | string | bigint } | undefined): number {
  return row === undefined ? 0 : Number(row.count);
}
