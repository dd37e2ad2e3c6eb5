import { createFileRoute } from '@tanstack/react-router';
import { MyFundPage } from '@/features/account/components/profile-pages';
import { RequireLogin } from '@/features/auth/components/require-login';
import { getSession } from '@/lib/session-storage';

export const Route = createFileRoute('/profile/my-fund')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  // The options load with the route (not the entry): the router keeps loaders in the entry.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    const { paymentStatusQueryOptions } = await import('@/features/account/api/get-payment-status');
    await queryClient.prefetchQuery(paymentStatusQueryOptions(userId));
  },
  component: () => <RequireLogin>{(user) => <MyFundPage user={user} />}</RequireLogin>,
});
