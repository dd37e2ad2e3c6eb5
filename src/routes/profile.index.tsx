import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '@/features/account/components/profile-pages';
import { RequireLogin } from '@/features/auth/components/require-login';
import { setAuthUser } from '@/features/auth/session/auth-store';

export const Route = createFileRoute('/profile/')({
  component: () => (
    <RequireLogin>{(user) => <ProfileEditPage user={user} onSaved={setAuthUser} />}</RequireLogin>
  ),
});
