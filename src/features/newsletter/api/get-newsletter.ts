import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getNewsletter = (id: number, signal?: AbortSignal) =>
  apiData('newsletterDetail', { params: { id }, signal, quiet: true });

export const newsletterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['newsletter', 'detail', { id }],
    queryFn: ({ signal }) => getNewsletter(id, signal),
  });

export const useNewsletter = (id: number) => useSuspenseQuery(newsletterQueryOptions(id));
