import { getSession } from '@/lib/session-storage';
import { useAuth } from './auth-store';

/**
 * The viewer's id for personalised reads and writes outside React (loaders, mutations): the
 * stored user id, or 0 for a guest. Loaders run before the session is confirmed, so the stored
 * id is the best answer there (docs/architecture.md "User ids in paths").
 */
export function storedViewerId(): number {
  return getSession().userId ?? 0;
}

/**
 * The viewer as a query key part: while the session is being restored the stored id (so the
 * loader's data is reused), then the confirmed user or 0. A login or logout changes it, and
 * personalised data is asked again.
 */
export function useViewerId(): number {
  const auth = useAuth();
  if (auth.status === 'user') return auth.user.id;
  if (auth.status === 'loading') return storedViewerId();
  return 0;
}
