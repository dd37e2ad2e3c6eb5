import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MovieTypeFilter } from '@contract/endpoints';
import { apiData } from '@/lib/api-client';
import type { TheatreFilters } from '../listing-params';
import { nextPageOf } from './paging';

export interface MovieListFilters extends TheatreFilters {
  type: MovieTypeFilter;
}

/** POST movies/web: movies and theatre titles. */
export const getMovieList = (filters: MovieListFilters, page: number, signal?: AbortSignal) =>
  apiData('moviesWeb', {
    query: { page },
    body: {
      cats: filters.cat === 'all' ? [] : [filters.cat],
      sort: filters.sort,
      type: filters.type,
    },
    signal,
    quiet: true,
  });

export const movieListInfiniteOptions = (filters: MovieListFilters) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'movie-list', filters],
    queryFn: ({ pageParam, signal }) => getMovieList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
