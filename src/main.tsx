import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '@/lib/query-client';
import { loadSession } from '@/lib/session-storage';
import { registerServiceWorker } from '@/lib/sw-bridge';
import { createAppRouter } from './router';
import './ui/styles/global.css';

document.documentElement.dataset.appVersion = __APP_VERSION__;

const router = createAppRouter(queryClient);

// The token is read before the first request so personalised calls carry it from the start.
await loadSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

void registerServiceWorker();
