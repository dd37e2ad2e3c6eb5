import { createFileRoute } from '@tanstack/react-router';
import { LikedPage } from '@/features/account/components/liked-page';
import { PageSkeleton } from '@/features/account/components/page-skeleton';
import { RequireLogin } from '@/features/auth/components/require-login';
import { getSession } from '@/lib/session-storage';
import { likedQueryOptions } from '@/features/account/api/get-liked';

/** SPEC.md §2 /episode/liked: the content the user liked. */
export const Route = createFileRoute('/episode/liked')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchInfiniteQuery(likedQueryOptions(userId));
  },
  component: () => (
    <RequireLogin pending={<PageSkeleton shape="poster" />}>
      {(user) => <LikedPage userId={user.id} />}
    </RequireLogin>
  ),
});
