import { PAGE_SIZE } from '../../contract/envelope';
import type { Paged } from '../../contract/envelope';

/** LIMIT/OFFSET for a 1-based page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
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

/** SQLite answers count(*) as a number; PostgreSQL as a string (bigint). */
export function countOf(row: { count: number | string | bigint } | undefined): number {
  return row === undefined ? 0 : Number(row.count);
}
