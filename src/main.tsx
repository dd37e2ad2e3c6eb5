import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { readFirstViewData } from '@/first-view/first-view-data';
import { reportRedrawnFirstView } from '@/first-view/report-redrawn';
import { TakeOver } from '@/first-view/take-over';
import { queryClient } from '@/lib/query-client';
import { loadSession } from '@/lib/session-storage';
import { registerServiceWorker } from '@/lib/sw-bridge';
import { createAppRouter } from './router';
import './ui/styles/global.css';

document.documentElement.dataset.appVersion = __APP_VERSION__;

const router = createAppRouter(queryClient);
const container = document.getElementById('root')!;
const firstViewData = readFirstViewData(document);

// The token is read before the first request so personalised calls carry it from the start.
const session = await loadSession();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (container.firstChild && firstViewData && !session.token) {
  // The server sent this page's first view as a guest sees it, with the data it was drawn from
  // (decision 032). Once the route's code and data are here, React adopts the server's nodes
  // instead of drawing them again (decision 033): no new DOM, no new layout. The hydration runs
  // in a transition, so it yields to input. A difference (a viewer outside Ulaanbaatar sees
  // other dates) makes React draw the page itself, as for a signed-in viewer below.
  hydrate(queryClient, firstViewData);
  // The router draws a page as it did on the server only when it knows it is hydrating one
  // (no top-level Suspense boundary): the mark TanStack Start's own hydration sets.
  router.ssr = { manifest: undefined };
  await router.load();
  startTransition(() => {
    hydrateRoot(container, <TakeOver container={container}>{app}</TakeOver>, {
      onRecoverableError: reportRedrawnFirstView,
    });
  });
} else if (container.firstChild) {
  // A signed-in viewer's page is their own: the guest's first view stays on screen until the
  // app has their data and renders over it in one commit.
  await router.load();
  startTransition(() =>
    createRoot(container).render(<TakeOver container={container}>{app}</TakeOver>),
  );
} else {
  createRoot(container).render(app);
}

void registerServiceWorker();
