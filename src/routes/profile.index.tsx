import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '@/features/account';
import { RequireLogin } from '@/features/auth';

export const Route = createFileRoute('/profile/')({
  component: () => <RequireLogin>{(user) => <ProfileEditPage user={user} />}</RequireLogin>,
});
