import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** One mega-menu tab: a category and its media (`anime/cats/{cat}`). */
export const getCategoryMedia = (cat: number, signal?: AbortSignal) =>
  apiData('animeCats', { params: { cat }, signal, quiet: true });

export const categoryMediaQueryOptions = (cat: number) =>
  queryOptions({
    queryKey: ['navigation', 'category-media', cat],
    queryFn: ({ signal }) => getCategoryMedia(cat, signal),
  });

export const useCategoryMedia = (cat: number) => useQuery(categoryMediaQueryOptions(cat));
