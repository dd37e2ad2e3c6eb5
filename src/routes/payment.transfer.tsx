import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { TransferPage } from '@/features/payment/components/transfer-page';
import { validateOptionSearch } from '@/features/payment/option-search';

/** /payment/transfer?option=<id>: the bank account, with the user's ID as the reference. */
export const Route = createFileRoute('/payment/transfer')({
  validateSearch: validateOptionSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ bankAccountsQueryOptions }, { paymentOptionsQueryOptions }] = await Promise.all([
      import('@/features/payment/api/get-bank-accounts'),
      import('@/features/payment/api/get-payment-options'),
    ]);
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
