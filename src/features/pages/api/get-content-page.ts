import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** docs/product.md §2: 47 about, 48 terms of service, 49 privacy policy. */
export const CONTENT_PAGE = { about: 47, terms: 48, privacy: 49 } as const;

// Quiet: the page shows a failure itself (not-found or retry), a toast on top would repeat it.
export const getContentPage = (id: number, signal?: AbortSignal) =>
  apiData('contentPage', { params: { id }, signal, quiet: true });

export const contentPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pages', 'content', { id }],
    queryFn: ({ signal }) => getContentPage(id, signal),
    staleTime: 10 * 60_000,
  });

export const useContentPage = (id: number) => useSuspenseQuery(contentPageQueryOptions(id));
