import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getActor = (id: number, signal?: AbortSignal) =>
  apiData('actor', { params: { id }, signal, quiet: true });

export const actorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['media-detail', 'actor', { id }],
    queryFn: ({ signal }) => getActor(id, signal),
  });

export const useActor = (id: number) => useSuspenseQuery(actorQueryOptions(id));
