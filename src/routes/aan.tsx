import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentSkeleton, TaxTypePage, taxTypeQueryOptions } from '@/features/payment';
import { storedViewerId } from '@/session';

/** /aan (аж ахуйн нэгж): receipts for a business, with its 7-digit registration number. */
export const Route = createFileRoute('/aan')({
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchQuery(taxTypeQueryOptions(viewer));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <TaxTypePage userId={user.id} business />}
    </RequireLogin>
  ),
});
