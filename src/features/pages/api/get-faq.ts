import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getFaq = (signal?: AbortSignal) => apiData('faq', { signal, quiet: true });

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'faq'],
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: 10 * 60_000,
  });

export const useFaq = () => useSuspenseQuery(faqQueryOptions());
