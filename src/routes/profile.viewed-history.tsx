import { createFileRoute } from '@tanstack/react-router';
import { ViewedHistoryPage } from '@/features/account/components/profile-pages';
import { RequireLogin } from '@/features/auth/components/require-login';
import { getSession } from '@/lib/session-storage';
import { historyQueryOptions } from '@/features/account/api/get-history';

export const Route = createFileRoute('/profile/viewed-history')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchInfiniteQuery(historyQueryOptions(userId));
  },
  component: () => <RequireLogin>{(user) => <ViewedHistoryPage userId={user.id} />}</RequireLogin>,
});
