import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/app/errors/route-error';
import { createScrollBehaviour } from '@/app/layout/scroll-behaviour';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const scroll = createScrollBehaviour();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns caching; the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // docs/product.md §2 scroll behaviour: saved position, else ?scrollTop, else top; never with ?media.
    scrollRestoration: scroll.manageScroll,
  });
  scroll.install(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
