import { createFileRoute } from '@tanstack/react-router';
import { ExtendRightsPage } from '@/features/account';
import { paymentOptionsQueryOptions } from '@/features/payment';

export const Route = createFileRoute('/profile/extend-rights')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: ExtendRightsPage,
});
