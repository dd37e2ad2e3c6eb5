import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage, PageSkeleton, historyQueryOptions } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { storedViewerId } from '@/session';

/** docs/product.md §2 /history: the viewing history, a page at a time. */
export const Route = createFileRoute('/history')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchInfiniteQuery(historyQueryOptions(viewer));
  },
  component: () => (
    <RequireLogin pending={<PageSkeleton shape="wide" />}>
      {(user) => <HistoryPage userId={user.id} />}
    </RequireLogin>
  ),
});
