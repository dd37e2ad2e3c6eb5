import { createFileRoute } from '@tanstack/react-router';
import { ViewedHistoryPage, historyQueryOptions } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { storedViewerId } from '@/session';

export const Route = createFileRoute('/profile/viewed-history')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchInfiniteQuery(historyQueryOptions(viewer));
  },
  component: () => <RequireLogin>{(user) => <ViewedHistoryPage userId={user.id} />}</RequireLogin>,
});
