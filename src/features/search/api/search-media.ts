import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** docs/product.md §2: the typeahead searches from the first character. */
export const SEARCH_MIN_CHARS = 1;

export const searchMedia = (q: string, signal?: AbortSignal) =>
  apiData('search', { query: { q }, signal, quiet: true });

/**
 * Passing the query's AbortSignal lets React Query cancel a request that is still running when
 * the text changes (its query loses its last observer), so stale answers never arrive.
 */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', { q }],
    queryFn: ({ signal }) => searchMedia(q, signal),
    staleTime: 5 * 60_000,
  });

export function useSearchResults(q: string) {
  return useQuery({
    ...searchQueryOptions(q),
    enabled: q.length >= SEARCH_MIN_CHARS,
    // Old results stay on screen while the next ones load, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
