import type { QueryClient } from '@tanstack/react-query';
import { bigSlidesQueryOptions } from './get-big-slides';
import { currentSeasonQueryOptions } from './get-current-season';
import { homeCategoriesQueryOptions } from './get-home-categories';
import { latestEpisodesQueryOptions } from './get-latest-episodes';
import { latestMoviesQueryOptions } from './get-latest-movies';
import { programSlidesQueryOptions } from './get-program-slides';
import { slideSetQueryOptions } from './get-slide-set';

/**
 * The home loader: waits only for the hero's slides (the LCP) and starts every row's request
 * alongside, without waiting, so rows arrive as soon as possible after first paint.
 */
export function loadHome(queryClient: QueryClient) {
  void queryClient.prefetchQuery(latestEpisodesQueryOptions());
  void queryClient.prefetchQuery(programSlidesQueryOptions());
  void queryClient.prefetchQuery(homeCategoriesQueryOptions());
  void queryClient.prefetchQuery(latestMoviesQueryOptions());
  void queryClient.prefetchQuery(currentSeasonQueryOptions());
  for (const set of [2, 3, 4, 5] as const)
    void queryClient.prefetchQuery(slideSetQueryOptions(set));
  return queryClient.ensureQueryData(bigSlidesQueryOptions());
}
