import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import {
  PaymentSkeleton,
  QpayPage,
  validateOptionSearch,
  paymentOptionsQueryOptions,
} from '@/features/payment';

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
