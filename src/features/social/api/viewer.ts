import { useAuth } from '@/features/auth/session/auth-store';
import { getSession } from '@/lib/session-storage';

/** The logged-in user's id (the stored one while the session is restored), or 0 for a guest. */
export function useSocialViewer(): number {
  const auth = useAuth();
  if (auth.status === 'user') return auth.user.id;
  if (auth.status === 'loading') return getSession().userId ?? 0;
  return 0;
}

export function currentUserId(): number {
  return getSession().userId ?? 0;
}
