import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RequireLogin } from '@/features/auth';
import { CardPage, PaymentSkeleton, validateOptionSearch } from '@/features/payment';

/** /payment/card: card payments are not offered; the page says so and points to QPay. */
export const Route = createFileRoute('/payment/card')({
  validateSearch: validateOptionSearch,
  component: RouteComponent,
});

function RouteComponent() {
  // Not Route.useSearch(): the split component would import this module and keep it out of
  // the entry's route table chunk.
  const { option } = useSearch({ from: '/payment/card' });
  return (
    <RequireLogin pending={<PaymentSkeleton />}>
      {() => <CardPage optionId={option ?? null} />}
    </RequireLogin>
  );
}
