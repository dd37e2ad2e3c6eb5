import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // A 4xx will not change on retry; a dropped connection might.
        retry: (count, error) =>
          !(error instanceof ApiError && error.httpStatus >= 400) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
