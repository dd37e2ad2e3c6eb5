import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getHeaderLogo = (signal?: AbortSignal) =>
  apiData('webLogoHeader', { signal, quiet: true });

export const headerLogoQueryOptions = () =>
  queryOptions({
    queryKey: ['navigation', 'logo', 'web-header'],
    queryFn: ({ signal }) => getHeaderLogo(signal),
    staleTime: 60 * 60_000,
  });

export const useHeaderLogo = () => useQuery(headerLogoQueryOptions());
