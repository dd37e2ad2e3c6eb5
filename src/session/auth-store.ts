import { useSyncExternalStore } from 'react';
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import type { LoginData, User } from '@contract/entities';
import { apiCall, onSessionRejected } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import {
  clearSession,
  getSession,
  isSessionLoaded,
  loadSession,
  saveCachedUser,
  saveSession,
} from '@/lib/session-storage';
import { accountQueryOptions, isRefusal } from './account-query';

/**
 * Who is using the app, as a tiny external store: no provider to mount, and the header, dialogs
 * and pages all read the same value. docs/product.md §4: it starts 'loading' and is restored from
 * the stored token and user id via `auth/me`. The token is the device's (IndexedDB, for the
 * worker); the user is the account query's answer, never a copy kept here (docs/decisions/022).
 */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'user'; user: User };

const LOADING: AuthState = { status: 'loading', user: null };
const GUEST: AuthState = { status: 'guest', user: null };

/** Where logout lands with a full page load (docs/product.md §2); the route sends the visitor home. */
export const LOGOUT_PATH = '/user/logout';

let state: AuthState = LOADING;
let started = false;
const listeners = new Set<() => void>();

/** The account query of the stored session, watched for as long as that session lasts. */
let watched: { token: string; userId: number; stop: () => void } | null = null;
let watchedResult: QueryObserverResult<User> | null = null;
/** The account last written to IndexedDB, so an unchanged answer is not written again. */
let persisted: User | null = null;

function publish(next: AuthState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

function derive(): AuthState {
  if (!watched) return isSessionLoaded() ? GUEST : LOADING;
  const user = watchedResult?.data;
  if (user)
    return state.status === 'user' && state.user === user ? state : { status: 'user', user };
  // No answer and no kept account (offline on a first visit): a guest, the token kept for later.
  if (watchedResult?.isError) return GUEST;
  return LOADING;
}

function onAccount(result: QueryObserverResult<User>) {
  // An answer landing while the session is being cleared belongs to nobody any more.
  if (!watched || getSession().token !== watched.token) return;
  watchedResult = result;
  if (result.data && result.data !== persisted) {
    // The last account the server answered, for a reload without network (account-query.ts).
    persisted = result.data;
    void saveCachedUser(result.data);
  }
  if (!result.data && isRefusal(result.error)) {
    // Revoked, expired or someone else's at restore: the stored session is worthless.
    void forgetSession();
    return;
  }
  publish(derive());
}

/** Points the store at the stored session's account query (or at nobody). */
function follow() {
  const { token, userId } = getSession();
  const same = watched && token === watched.token && userId === watched.userId;
  if (!same) {
    watched?.stop();
    watched = null;
    watchedResult = null;
    persisted = null;
    if (token && userId) {
      const observer = new QueryObserver(queryClient, accountQueryOptions(userId));
      watched = { token, userId, stop: observer.subscribe(onAccount) };
      // A login's answer is already in the query: no notification will bring it.
      return onAccount(observer.getCurrentResult());
    }
  }
  publish(derive());
}

// The server refused the stored token (at restore or mid-visit): api-client has cleared the
// device, so whoever was loading or shown is now a guest.
onSessionRejected(() => {
  follow();
  queryClient.removeQueries({ queryKey: ['session'] });
});

/** Starts the restore once; a visitor without a stored token is a guest at once. */
export function ensureAuthStarted(): void {
  if (started) return;
  started = true;
  if (isSessionLoaded() && !getSession().token) {
    state = GUEST;
    return;
  }
  // Never publish during the render that started the restore.
  void Promise.resolve().then(async () => {
    if (!isSessionLoaded()) await loadSession();
    follow();
  });
}

export function useAuth(): AuthState {
  ensureAuthStarted();
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function getAuthState(): AuthState {
  ensureAuthStarted();
  return state;
}

/**
 * Stores the token and user id; the login answer's user is the account (docs/product.md §4
 * "Login success"), so it goes into the account query rather than being asked again.
 */
export async function signIn(data: LoginData): Promise<void> {
  started = true;
  await saveSession(data.access_token, data.id);
  queryClient.setQueryData(accountQueryOptions(data.id).queryKey, data.user);
  follow();
}

/** Forgets the session locally (the logout route, or a token the server no longer accepts). */
export async function forgetSession(): Promise<void> {
  started = true;
  await clearSession();
  follow();
  queryClient.removeQueries({ queryKey: ['session'] });
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

/** Tests only: back to the first-load state. */
export function resetAuthForTests(): void {
  watched?.stop();
  watched = null;
  watchedResult = null;
  persisted = null;
  started = false;
  state = LOADING;
  queryClient.removeQueries({ queryKey: ['session'] });
}
