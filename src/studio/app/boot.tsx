import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isStudioError } from '../api/studio-error';
import { StudioApp } from './studio-app';
import '@/ui/styles/global.css';

/**
 * The studio's own query client: nothing persisted, nothing shared with the viewer's. A refusal
 * (4xx) is an answer, not a hiccup: it is shown, not retried.
 */
function studioQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && !(isStudioError(error) && error.status >= 400),
        refetchOnWindowFocus: false,
        staleTime: 0,
      },
    },
  });
}

export function boot(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={studioQueryClient()}>
        <StudioApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}
