import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from '@/app/react-dom-client';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { readFirstViewData, readFirstViewReads } from '@/first-view/first-view-data';
import { reportRedrawnFirstView } from '@/first-view/report-redrawn';
import { TakeOver } from '@/first-view/take-over';
import { queryClient } from '@/lib/query-client';
import { nextTask } from '@/lib/next-task';
import { keepReadsForWorker } from '@/lib/reads-for-worker';
import { loadSession } from '@/lib/session-storage';
import { registerServiceWorker } from '@/lib/sw-bridge';
import { createAppRouter } from './router';
import './ui/styles/global.css';

document.documentElement.dataset.appVersion = __APP_VERSION__;

const container = document.getElementById('root')!;
const firstViewData = readFirstViewData(document);
// What this visit reads before the worker controls the page is handed to it (decision 044).
keepReadsForWorker(readFirstViewReads(document));

// The token is read before the first request so personalised calls carry it from the start.
const session = await loadSession();
// Made after the wait for storage, the router (its route tree, about 35 ms on a phone at 4x CPU)
// is built in a task of its own, apart from the entry's modules as they run (decision 035).
const router = createAppRouter(queryClient);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (container.firstChild) {
  // The server sent this page's first view as a guest sees it (decision 032). A guest's page is
  // hydrated once the route's code and data are here: React adopts the server's nodes, with no
  // new DOM and no new layout (decision 033). A difference (a viewer outside Ulaanbaatar sees
  // other dates) makes React draw the page itself. A signed-in viewer's page is their own: it
  // is drawn over the guest's in one commit. Either render runs in a transition and yields to
  // input.
  const adopt = firstViewData !== null && !session.token;
  if (adopt) {
    hydrate(queryClient, firstViewData);
    // The router draws a page as it did on the server only when it knows it is hydrating one
    // (no top-level Suspense boundary): the mark TanStack Start's own hydration sets.
    router.ssr = { manifest: undefined };
  }
  // Matching the route and running its loader, then its modules as they arrive, each start in a
  // task of their own rather than at the end of the one before (decision 035).
  await nextTask();
  await router.load();
  await nextTask();
  const page = <TakeOver container={container}>{app}</TakeOver>;
  startTransition(() => {
    if (adopt) hydrateRoot(container, page, { onRecoverableError: reportRedrawnFirstView });
    else createRoot(container).render(page);
  });
} else {
  createRoot(container).render(app);
}

void registerServiceWorker();
