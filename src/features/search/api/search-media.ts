import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { hasFilters, type SearchParams } from '../search-params';

/** docs/product.md §2: the typeahead searches from the first character. */
export const SEARCH_MIN_CHARS = 1;

export const searchMedia = (params: SearchParams, signal?: AbortSignal) =>
  apiData('search', { query: { ...params }, signal, quiet: true });

/** Text, or a filter to browse by: the server refuses a search with neither. */
export const canSearch = (params: SearchParams) =>
  (params.q ?? '').length >= SEARCH_MIN_CHARS || hasFilters(params);

/**
 * Passing the query's AbortSignal lets React Query cancel a request that is still running when
 * the text changes (its query loses its last observer), so stale answers never arrive. Absent
 * filters are left out of the key, so the typeahead's `{ q }` and the page's are one entry.
 */
export const searchQueryOptions = (params: SearchParams) => {
  const key: SearchParams = {};
  if (params.q) key.q = params.q;
  if (params.type) key.type = params.type;
  if (params.category !== undefined) key.category = params.category;
  if (params.year !== undefined) key.year = params.year;
  return queryOptions({
    queryKey: ['search', key],
    queryFn: ({ signal }) => searchMedia(key, signal),
    staleTime: 5 * 60_000,
  });
};

export function useSearchResults(params: SearchParams) {
  return useQuery({
    ...searchQueryOptions(params),
    enabled: canSearch(params),
    // Old results stay on screen while the next ones load, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
