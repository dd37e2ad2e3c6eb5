import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { AppLayout, BareLayout } from '@/app/layout/app-layout';
import { loadMediaOverlay, validateOverlaySearch } from '@/features/media-overlay';

export interface RouterContext {
  queryClient: QueryClient;
}

// react-aria and the detail screens stay out of the entry bundle until an overlay opens.
const MediaOverlay = lazy(loadMediaOverlay);

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateOverlaySearch,
  component: RootComponent,
});

function RootComponent() {
  const bare = useRouterState({ select: (s) => s.location.pathname === '/policy' });
  const media = Route.useSearch({ select: (s) => s.media });
  const Layout = bare ? BareLayout : AppLayout;
  return (
    <Layout>
      <Outlet />
      {typeof media === 'number' ? (
        <Suspense fallback={null}>
          <MediaOverlay mediaId={media} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
