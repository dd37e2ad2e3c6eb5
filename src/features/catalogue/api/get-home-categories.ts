import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getHomeCategories = (signal?: AbortSignal) => apiData('homeCategories', { signal });

export const homeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'home-categories'],
    queryFn: ({ signal }) => getHomeCategories(signal),
  });

export const useHomeCategories = () => useSuspenseQuery(homeCategoriesQueryOptions());
