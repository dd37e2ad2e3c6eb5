import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentSkeleton, TaxTypePage, taxTypeQueryOptions } from '@/features/payment';
import { getSession } from '@/lib/session-storage';

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
