import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';

/** The app's QueryClient (setup.ts: no retries, emptied after each test), as the session reads it. */
export function renderWithQuery(ui: ReactNode) {
  return {
    client: queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}
