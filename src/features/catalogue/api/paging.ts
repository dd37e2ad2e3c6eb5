import type { Paged } from '@contract/envelope';

/**
 * docs/product.md §4 "Lists": pages append while page > 1, and `hasMore` is false once
 * current_page == last_page; returning undefined tells useInfiniteQuery to stop asking.
 */
export function nextPageOf<T>(last: Paged<T>): number | undefined {
  return last.current_page >= last.last_page ? undefined : last.current_page + 1;
}
