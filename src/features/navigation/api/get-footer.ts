import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** Logos, app-store, social and page links for the footer (`app/logo/footer`). */
export const getFooter = (signal?: AbortSignal) =>
  apiData('appLogoFooter', { signal, quiet: true });

export const footerQueryOptions = () =>
  queryOptions({
    queryKey: ['navigation', 'footer'],
    queryFn: ({ signal }) => getFooter(signal),
    staleTime: 60 * 60_000,
  });

export const useFooter = () => useQuery(footerQueryOptions());
