import { createFileRoute } from '@tanstack/react-router';
import { ChangePinPage } from '@/features/account';
import { RequireLogin } from '@/features/auth';

export const Route = createFileRoute('/profile/change-password')({
  component: () => <RequireLogin>{(user) => <ChangePinPage userId={user.id} />}</RequireLogin>,
});
