import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { ReceiptsPage, receiptsQueryOptions } from '@/features/payment';
import { getSession } from '@/lib/session-storage';

/** /profile/ebarimt/list: a receipt for each paid invoice (the profile route asks for a login). */
export const Route = createFileRoute('/profile/ebarimt/list')({
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchInfiniteQuery(receiptsQueryOptions(userId));
  },
  component: () => <RequireLogin>{(user) => <ReceiptsPage userId={user.id} />}</RequireLogin>,
});
