import { queryOptions } from '@tanstack/react-query';
import type { User } from '@contract/entities';
import { ApiError, apiData } from '@/lib/api-client';
import { loadCachedUser } from '@/lib/session-storage';

/** A 4xx says the stored session is worthless (revoked, expired, someone else's id). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * docs/product.md §4 `auth/me`. Offline or on a server hiccup the answer is the last account the
 * server gave (persisted by the auth store), so a signed-in visitor stays recognised across a
 * reload without network; a refusal is passed on for the store to end the session.
 */
async function fetchAccount(userId: number, signal: AbortSignal): Promise<User> {
  try {
    return await apiData('me', { params: { userId }, signal, quiet: true });
  } catch (error) {
    if (signal.aborted || isRefusal(error)) throw error;
    const kept = await loadCachedUser();
    if (kept?.id === userId) return kept;
    throw error;
  }
}

/**
 * The signed-in user's account: the one place the app keeps it (docs/decisions/022). The session
 * reads it; a login writes the login answer here, a profile save writes the saved user, and a
 * confirmed payment marks it stale so the days are asked again.
 */
export const accountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['session', 'me', { userId }],
    queryFn: ({ signal }) => fetchAccount(userId, signal),
    // Asked once per page load, as before: after that it changes through this app's own writes
    // (login, profile save, a paid extension), each of which writes or invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
    // The offline fallback above answers at once; a refusal will not change on retry.
    retry: false,
    // Run even when the browser says it is offline (Query would pause), so the fallback answers.
    networkMode: 'always',
  });
