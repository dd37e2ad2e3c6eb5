import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  useSearch,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { User } from '@contract/entities';
import { forgetSession, signIn } from '@/session';
import { ToastRegion } from '@/app/toasts/toast-region';
import { loadMediaOverlay, validateOverlaySearch } from '@/features/media-overlay';
import { queryClient } from '@/lib/query-client';
import { loginData, meHandler } from './handlers/auth';
import { server } from './msw-server';

export interface RenderAppOptions {
  /** The URL the memory router starts at (default '/'). */
  route?: string;
  /**
   * Signs this user in first (session stored, auth state set, `auth/me` answering with them; a
   * test's own `auth/me` handler goes in after renderApp to take precedence); `null` signs out.
   * Absent: the session stays as the test left it (e.g. a stored session the app has to restore
   * itself).
   */
  user?: User | null;
  /** Renders the toast region beside the page. */
  toasts?: boolean;
}

// As in the app's root route: the details overlay loads on first use.
const MediaOverlay = lazy(loadMediaOverlay);

/**
 * The one way component tests render: `ui` as the page at `route`, inside a memory router whose
 * root accepts the search params every route does (`?media=` opens the real details overlay, as
 * src/routes/__root.tsx does), the app's one QueryClient, which the session reads too (setup.ts:
 * no retries so failures show at once, emptied after each test), and the chosen session. No app
 * layout: the header's calls belong to the tests of the header.
 */
export async function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { route = '/', user, toasts = false } = options;
  if (user) {
    server.use(meHandler(user));
    await signIn(loginData(user));
  } else if (user === null) {
    await forgetSession();
  }
  // The overlay's chunk is ready before the first render, so findBy* timeouts measure the app.
  if (/[?&]media=\d/.test(route)) await loadMediaOverlay();

  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    validateSearch: validateOverlaySearch,
    component: function Root() {
      const media = useSearch({ strict: false, select: (s) => s.media });
      return (
        <>
          <Suspense fallback={<p>…</p>}>{ui}</Suspense>
          {typeof media === 'number' ? (
            <Suspense fallback={null}>
              <MediaOverlay mediaId={media} />
            </Suspense>
          ) : null}
          {toasts ? <ToastRegion /> : null}
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [route] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client: queryClient, router, ...view };
}
