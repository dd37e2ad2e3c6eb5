import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import {
  PaymentSkeleton,
  TransferPage,
  bankAccountsQueryOptions,
  paymentOptionsQueryOptions,
  validateOptionSearch,
} from '@/features/payment';

/** /payment/transfer?option=<id>: the bank account, with the user's ID as the reference. */
export const Route = createFileRoute('/payment/transfer')({
  validateSearch: validateOptionSearch,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.prefetchQuery(bankAccountsQueryOptions()),
      queryClient.prefetchQuery(paymentOptionsQueryOptions()),
    ]);
  },
  component: RouteComponent,
});

function RouteComponent() {
  // Not Route.useSearch(): the split component would import this module and keep it out of
  // the entry's route table chunk.
  const { option } = useSearch({ from: '/payment/transfer' });
  return (
    <RequireLogin pending={<PaymentSkeleton />}>
      {(user) => <TransferPage user={user} optionId={option ?? null} />}
    </RequireLogin>
  );
}
