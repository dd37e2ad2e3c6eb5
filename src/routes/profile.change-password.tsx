import { createFileRoute } from '@tanstack/react-router';
import { ChangePinPage } from '@/features/account/components/profile-pages';
import { RequireLogin } from '@/features/auth/components/require-login';

export const Route = createFileRoute('/profile/change-password')({
  component: () => <RequireLogin>{(user) => <ChangePinPage userId={user.id} />}</RequireLogin>,
});
