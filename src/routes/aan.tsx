import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { TaxTypePage } from '@/features/payment/components/tax-type-page';
import { getSession } from '@/lib/session-storage';
import { taxTypeQueryOptions } from '@/features/payment/api/get-tax-type';

/** /aan (аж ахуйн нэгж): receipts for a business, with its 7-digit registration number. */
export const Route = createFileRoute('/aan')({
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchQuery(taxTypeQueryOptions(userId));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <TaxTypePage userId={user.id} business />}
    </RequireLogin>
  ),
});
