import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { readFirstViewData } from '@/first-view/first-view-data';
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

if (container.firstChild) {
  // The server sent this page's first view as a guest sees it (decision 032). It stays on
  // screen until the app has its route's code and data and renders the same thing, replacing
  // it in one commit; the render yields to input meanwhile. A signed-in viewer's data is their
  // own, so the guest's is not reused for them.
  if (firstViewData && !session.token) hydrate(queryClient, firstViewData);
  await router.load();
  startTransition(() =>
    createRoot(container).render(<TakeOver container={container}>{app}</TakeOver>),
  );
} else {
  createRoot(container).render(app);
}

void registerServiceWorker();
