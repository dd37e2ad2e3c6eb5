import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { PackPage, PaymentSkeleton, paymentOptionsQueryOptions } from '@/features/payment';

/** docs/product.md §2 /pack: linked for extending rights (the watch page's renew link). */
export const Route = createFileRoute('/pack')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: () => <RequireLogin pending={<PaymentSkeleton />}>{() => <PackPage />}</RequireLogin>,
});
