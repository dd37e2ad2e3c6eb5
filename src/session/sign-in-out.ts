import type { LoginData } from '@contract/entities';
import { apiCall } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, getSession, saveSession } from '@/lib/session-storage';
import { accountQueryOptions } from './account-query';
import { followStoredSession } from './auth-store';

/** Where logout lands with a full page load (docs/product.md §2); the route sends the visitor home. */
export const LOGOUT_PATH = '/user/logout';

/**
 * Stores the token and user id; the login answer's user is the account (docs/product.md §4
 * "Login success"), so it goes into the account query rather than being asked again.
 */
export async function signIn(data: LoginData): Promise<void> {
  await saveSession(data.access_token, data.id);
  queryClient.setQueryData(accountQueryOptions(data.id).queryKey, data.user);
  followStoredSession();
}

/**
 * docs/product.md §4: logout clears the token and user id and navigates to /user/logout with a full page
 * load, so no user data survives in memory. The server revokes the token first (best effort: an
 * offline logout still logs out locally).
 */
export async function signOut(navigate: (path: string) => void = defaultNavigate): Promise<void> {
  if (getSession().token) await apiCall('logout', { quiet: true }).catch(() => undefined);
  await clearSession();
  navigate(LOGOUT_PATH);
}

function defaultNavigate(path: string) {
  window.location.assign(path);
}
