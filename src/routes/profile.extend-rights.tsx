import { createFileRoute } from '@tanstack/react-router';
import { ExtendRightsPage } from '@/features/account/components/profile-pages';

export const Route = createFileRoute('/profile/extend-rights')({
  // The options load with the route (not the entry): the router keeps loaders in the entry.
  loader: async ({ context: { queryClient } }) => {
    const { paymentOptionsQueryOptions } =
      await import('@/features/account/api/get-payment-options');
    await queryClient.prefetchQuery(paymentOptionsQueryOptions());
  },
  component: ExtendRightsPage,
});
