import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '@/features/account/components/profile-layout';
import { ProfileSkeleton } from '@/features/account/components/profile-skeleton';
import { RequireLogin } from '@/features/auth/components/require-login';
import { signOut } from '@/features/auth/session/auth-store';

/** SPEC.md §2 /profile with its children; a guest sees the login prompt instead. */
export const Route = createFileRoute('/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <RequireLogin pending={<ProfileSkeleton />}>
      {(user) => (
        <ProfileLayout user={user} onLogout={() => void signOut()}>
          <Outlet />
        </ProfileLayout>
      )}
    </RequireLogin>
  );
}
