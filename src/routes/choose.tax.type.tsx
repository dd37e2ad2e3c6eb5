import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { TaxTypePage } from '@/features/payment/components/tax-type-page';
import { getSession } from '@/lib/session-storage';
import { taxTypeQueryOptions } from '@/features/payment/api/get-tax-type';

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
