import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PaymentHome, PaymentSkeleton, paymentStatusQueryOptions } from '@/features/payment';
import { storedViewerId } from '@/session';

/** docs/product.md §2 /payment: extend access — the days left and the way to more. */
export const Route = createFileRoute('/payment/')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchQuery(paymentStatusQueryOptions(viewer));
  },
  component: () => (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <PaymentHome user={user} />}
    </RequireLogin>
  ),
});
