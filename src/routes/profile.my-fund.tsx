import { createFileRoute } from '@tanstack/react-router';
import { MyFundPage } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { storedViewerId } from '@/session';
import { paymentStatusQueryOptions } from '@/features/payment';

export const Route = createFileRoute('/profile/my-fund')({
  // Prefetch, not ensure: a guest or an expired token gets the login prompt, not an error page.
  loader: async ({ context: { queryClient } }) => {
    const viewer = storedViewerId();
    if (!viewer) return;
    await queryClient.prefetchQuery(paymentStatusQueryOptions(viewer));
  },
  component: () => <RequireLogin>{(user) => <MyFundPage user={user} />}</RequireLogin>,
});
