import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ProfileLayout, ProfileSkeleton } from '@/features/account';
import { RequireLogin } from '@/features/auth';
import { signOut } from '@/session';

/** docs/product.md §2 /profile with its children; a guest sees the login prompt instead. */
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
