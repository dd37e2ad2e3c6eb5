import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';

/** Components with router links (sidebar, profile) rendered in a memory router at `path`. */
export function renderWithRouter(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client: queryClient, router, ...result };
}
