import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getProgramSlides = (signal?: AbortSignal) =>
  apiData('programSlides', { signal, quiet: true });

export const programSlidesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'program-slides'],
    queryFn: ({ signal }) => getProgramSlides(signal),
  });

export const useProgramSlides = () => useQuery(programSlidesQueryOptions());
