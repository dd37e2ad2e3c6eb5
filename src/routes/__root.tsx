import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { AppLayout, BareLayout } from '@/app/layout/app-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

function RootComponent() {
  const bare = useRouterState({ select: (s) => s.location.pathname === '/policy' });
  const Layout = bare ? BareLayout : AppLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
