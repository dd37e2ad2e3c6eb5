import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentHome, PaymentSkeleton, paymentStatusQueryOptions } from '@/features/payment';
import { getSession } from '@/lib/session-storage';

/** docs/product.md §2 /payment: extend access — the days left and the way to more. */
export const Route = createFileRoute('/payment/')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchQuery(paymentStatusQueryOptions(userId));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <PaymentHome user={user} />}
    </RequireLogin>
  ),
});
