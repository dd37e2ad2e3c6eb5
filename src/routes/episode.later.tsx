import { createFileRoute } from '@tanstack/react-router';
import { LaterPage, PageSkeleton, markedListQueryOptions } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { storedViewerId } from '@/session';

/** /episode/later: the titles the user marked "Дараа үзэх" (beside /episode/liked). */
export const Route = createFileRoute('/episode/later')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchInfiniteQuery(markedListQueryOptions('later', viewer));
  },
  component: () => (
    <RequireLogin pending={<PageSkeleton shape="poster" />}>
      {(user) => <LaterPage userId={user.id} />}
    </RequireLogin>
  ),
});
