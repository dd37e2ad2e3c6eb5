import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { QpayPage } from '@/features/payment/components/qpay-page';
import { validateOptionSearch } from '@/features/payment/option-search';
import { paymentOptionsQueryOptions } from '@/features/payment/api/get-payment-options';

/** /payment/qpay?option=<id>: the QR payment of an option; paid, the days grow. */
export const Route = createFileRoute('/payment/qpay')({
  validateSearch: validateOptionSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: RouteComponent,
});

function RouteComponent() {
  // Not Route.useSearch(): the split component would import this module and keep it out of
  // the entry's route table chunk.
  const { option } = useSearch({ from: '/payment/qpay' });
  return (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <QpayPage user={user} optionId={option ?? null} />}
    </RequireLogin>
  );
}
