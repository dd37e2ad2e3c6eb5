import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage, PageSkeleton, historyQueryOptions } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { getSession } from '@/lib/session-storage';

/** docs/product.md §2 /history: the viewing history, a page at a time. */
export const Route = createFileRoute('/history')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchInfiniteQuery(historyQueryOptions(userId));
  },
  component: () => (
    <RequireLogin pending={<PageSkeleton shape="wide" />}>
      {(user) => <HistoryPage userId={user.id} />}
    </RequireLogin>
  ),
});
