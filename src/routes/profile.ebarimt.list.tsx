import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { ReceiptsPage } from '@/features/payment/components/receipts-page';
import { getSession } from '@/lib/session-storage';
import { receiptsQueryOptions } from '@/features/payment/api/get-receipts';

/** /profile/ebarimt/list: a receipt for each paid invoice (the profile route asks for a login). */
export const Route = createFileRoute('/profile/ebarimt/list')({
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchInfiniteQuery(receiptsQueryOptions(userId));
  },
  component: () => <RequireLogin>{(user) => <ReceiptsPage userId={user.id} />}</RequireLogin>,
});
