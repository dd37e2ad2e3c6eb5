import { createFileRoute } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { PackPage } from '@/features/payment/components/pack-page';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { paymentOptionsQueryOptions } from '@/features/payment/api/get-payment-options';

/** SPEC.md §2 /pack: linked for extending rights (the watch page's renew link). */
export const Route = createFileRoute('/pack')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: () => <RequireLogin pending={<PaymentSkeleton />}>{() => <PackPage />}</RequireLogin>,
});
