import { useAuth } from '@/features/auth/session/auth-store';
import { getSession } from '@/lib/session-storage';

/** Loaders run before the session is confirmed: the stored user id, or 0 for a guest. */
export function storedViewerId(): number {
  return getSession().userId ?? 0;
}

/**
 * The viewer as a query key part: while the session is being restored the stored id (so the
 * loader's data is reused), then the confirmed user or 0. A login or logout changes it, and the
 * watch permission is asked again.
 */
export function useViewerId(): number {
  const auth = useAuth();
  if (auth.status === 'user') return auth.user.id;
  if (auth.status === 'loading') return storedViewerId();
  return 0;
}
