import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { storedViewerId } from '@/session';
import type { SeriesFilters } from '../listing-params';
import { nextPageOf } from './paging';

/** POST anime/list/{userId}: a guest asks as user 0 (docs/architecture.md "User ids in paths"). */
export const getSeriesList = (filters: SeriesFilters, page: number, signal?: AbortSignal) =>
  apiData('animeList', {
    params: { userId: storedViewerId() },
    query: { page, t: 'all' },
    body: {
      cats: filters.cat === 'all' ? [] : [filters.cat],
      season: filters.season,
      sort: filters.sort,
      animeStatus: filters.status,
    },
    signal,
    quiet: true,
  });

export const seriesListInfiniteOptions = (filters: SeriesFilters) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'series-list', filters],
    queryFn: ({ pageParam, signal }) => getSeriesList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
