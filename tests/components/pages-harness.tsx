import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { ToastRegion } from '@/app/toasts/toast-region';
import { queryClient } from '@/lib/query-client';

/**
 * Renders a page component inside a real (memory) router, the app's QueryClient (no retries) and
 * the toast region, so links, suspense queries and toasts behave as in the app.
 */
export async function renderPage(ui: ReactNode, path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Suspense fallback={<p>…</p>}>{ui}</Suspense>
        <ToastRegion />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client: queryClient, router, ...view };
}
