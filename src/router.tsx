import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/app/errors/route-error';
import { createScrollBehaviour } from '@/app/layout/scroll-behaviour';
import { linkIsPoor, onLinkChange } from '@/lib/link-is-poor';
import { routeTree } from './routeTree.gen';

// A link hovered or touched loads its route ahead, except on a poor link (decision 050).
const preload = () => (linkIsPoor() ? false : 'intent');

/** `history` is the browser's by default; server rendering passes a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const scroll = createScrollBehaviour();
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: preload(),
    // React Query owns caching; the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // docs/product.md §2 scroll behaviour: saved position, else ?scrollTop, else top; never with ?media.
    // On the server it would write an inline script into the page, which the CSP refuses.
    scrollRestoration: history ? false : scroll.manageScroll,
  });
  if (!history) {
    scroll.install(router);
    onLinkChange(() => router.update({ ...router.options, defaultPreload: preload() }));
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
