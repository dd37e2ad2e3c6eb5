import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentSkeleton, TaxTypePage, taxTypeQueryOptions } from '@/features/payment';
import { getSession } from '@/lib/session-storage';

/** /choose/tax/type: whom the e-barimt receipts are made out to. */
export const Route = createFileRoute('/choose/tax/type')({
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchQuery(taxTypeQueryOptions(userId));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <TaxTypePage userId={user.id} />}
    </RequireLogin>
  ),
});
