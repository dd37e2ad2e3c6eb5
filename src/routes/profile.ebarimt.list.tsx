import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { ReceiptsPage, receiptsQueryOptions } from '@/features/payment';
import { storedViewerId } from '@/session';

/** /profile/ebarimt/list: a receipt for each paid invoice (the profile route asks for a login). */
export const Route = createFileRoute('/profile/ebarimt/list')({
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchInfiniteQuery(receiptsQueryOptions(viewer));
  },
  component: () => <RequireLogin>{(user) => <ReceiptsPage userId={user.id} />}</RequireLogin>,
});
