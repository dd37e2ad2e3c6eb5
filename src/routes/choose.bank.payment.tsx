import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth/components/require-login';
import { ChooseMethodPage } from '@/features/payment/components/choose-method-page';
import { PaymentSkeleton } from '@/features/payment/components/payment-skeleton';
import { validateOptionSearch } from '@/features/payment/option-search';
import { paymentOptionsQueryOptions } from '@/features/payment/api/get-payment-options';

/** /choose/bank/payment?option=<id>: QPay, bank transfer or card. */
export const Route = createFileRoute('/choose/bank/payment')({
  validateSearch: validateOptionSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: RouteComponent,
});

function RouteComponent() {
  // Not Route.useSearch(): the split component would import this module and keep it out of
  // the entry's route table chunk.
  const { option } = useSearch({ from: '/choose/bank/payment' });
  return (
    <RequireLogin pending={<PaymentSkeleton />}>
      {() => <ChooseMethodPage optionId={option ?? null} />}
    </RequireLogin>
  );
}
