import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import {
  ChooseMethodPage,
  PaymentSkeleton,
  validateOptionSearch,
  paymentOptionsQueryOptions,
} from '@/features/payment';

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
