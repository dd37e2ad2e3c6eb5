import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getBigSlides = (signal?: AbortSignal) =>
  apiData('slidesBig', { query: { multi: 1 }, signal });

export const bigSlidesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'slides', { set: 1 }],
    queryFn: ({ signal }) => getBigSlides(signal),
  });

export const useBigSlides = () => useSuspenseQuery(bigSlidesQueryOptions());
