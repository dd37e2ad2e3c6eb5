import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getHomeCategories = (signal?: AbortSignal) =>
  apiData('homeCategories', { signal, quiet: true });

/** Categories with their newest media: the home rows and the header's mega-menu tabs. */
export const homeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'home-categories'],
    queryFn: ({ signal }) => getHomeCategories(signal),
  });

export const useHomeCategories = () => useQuery(homeCategoriesQueryOptions());
