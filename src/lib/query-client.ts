import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The browser knows it has no network; the server renderer never is. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // Offline a read still asks, since the service worker may hold its answer; one it does
        // not hold fails at once, and the screen says so with a retry instead of a placeholder
        // waiting paused for the network (issue 29). Reconnecting refetches what failed.
        networkMode: 'always',
        // A 4xx will not change on retry; a dropped connection might, once it is back.
        retry: (count, error) =>
          !(error instanceof ApiError && error.httpStatus >= 400) && count < 2 && !offline(),
        refetchOnWindowFocus: false,
      },
      mutations: {
        // TanStack's default ('online') holds a write made offline in this page's memory until
        // the browser says it is back, so a reload or a closed tab loses it and the outbox never
        // sees it. Every write goes out at once instead: the service worker (or, with no worker
        // in control, the page: outbox-keeper.ts) keeps what the network refuses, durably.
        networkMode: 'always',
      },
    },
  });
}

/**
 * The page's one QueryClient: the router's context, React's provider and the session share it.
 * The session reads the signed-in account from it outside React too (requireLogin, the podcast
 * player's track rule), so there must be exactly one (docs/decisions/022).
 */
export const queryClient = createQueryClient();
