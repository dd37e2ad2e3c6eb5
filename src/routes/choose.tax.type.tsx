import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentSkeleton, TaxTypePage, taxTypeQueryOptions } from '@/features/payment';
import { storedViewerId } from '@/session';

/** /choose/tax/type: whom the e-barimt receipts are made out to. */
export const Route = createFileRoute('/choose/tax/type')({
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchQuery(taxTypeQueryOptions(viewer));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <TaxTypePage userId={user.id} />}
    </RequireLogin>
  ),
});
