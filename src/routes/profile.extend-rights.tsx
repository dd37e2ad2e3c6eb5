import { createFileRoute } from '@tanstack/react-router';
import { ExtendRightsPage } from '@/features/account/components/profile-pages';
import { paymentOptionsQueryOptions } from '@/features/payment/api/get-payment-options';

export const Route = createFileRoute('/profile/extend-rights')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: ExtendRightsPage,
});
