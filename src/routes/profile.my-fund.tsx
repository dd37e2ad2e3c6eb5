import { createFileRoute } from '@tanstack/react-router';
import { MyFundPage } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { getSession } from '@/lib/session-storage';
import { paymentStatusQueryOptions } from '@/features/payment';

export const Route = createFileRoute('/profile/my-fund')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const { userId } = getSession();
    if (!userId) return;
    await queryClient.prefetchQuery(paymentStatusQueryOptions(userId));
  },
  component: () => <RequireLogin>{(user) => <MyFundPage user={user} />}</RequireLogin>,
});
