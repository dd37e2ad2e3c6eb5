import { createFileRoute } from '@tanstack/react-router';
import { LikedPage, PageSkeleton, markedListQueryOptions } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { storedViewerId } from '@/session';

/** docs/product.md §2 /episode/liked: the content the user liked. */
export const Route = createFileRoute('/episode/liked')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchInfiniteQuery(markedListQueryOptions('liked', viewer));
  },
  component: () => (
    <RequireLogin pending={<PageSkeleton shape="poster" />}>
      {(user) => <LikedPage userId={user.id} />}
    </RequireLogin>
  ),
});
