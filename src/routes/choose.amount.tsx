import { createFileRoute, useSearch, useNavigate } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import {
  ChooseAmountPage,
  PaymentSkeleton,
  validateOptionSearch,
  paymentOptionsQueryOptions,
} from '@/features/payment';

/** /choose/amount?option=<id>: the payment options; the choice stays in the URL. */
export const Route = createFileRoute('/choose/amount')({
  validateSearch: validateOptionSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: RouteComponent,
});

function RouteComponent() {
  // Not Route.useSearch(): the split component would import this module and keep it out of
  // the entry's route table chunk.
  const { option } = useSearch({ from: '/choose/amount' });
  const navigate = useNavigate({ from: '/choose/amount' });
  return (
    <RequireLogin pending={<PaymentSkeleton />}>
      {() => (
        <ChooseAmountPage
          optionId={option ?? null}
          onChange={(id) =>
            void navigate({ search: { option: id }, replace: true, resetScroll: false })
          }
        />
      )}
    </RequireLogin>
  );
}
