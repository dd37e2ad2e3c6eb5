import { useSyncExternalStore } from 'react';
import type { LoginData, User } from '@contract/entities';
import { ApiError, apiCall, apiData, onSessionRejected } from '@/lib/api-client';
import {
  clearSession,
  getSession,
  isSessionLoaded,
  loadCachedUser,
  loadSession,
  saveCachedUser,
  saveSession,
} from '@/lib/session-storage';

/**
 * Who is using the app, as a tiny external store: no provider to mount, and the header, dialogs
 * and pages all read the same value. docs/product.md §4: it starts 'loading' and is restored from the
 * stored token and user id via `auth/me`.
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

function publish(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

// The server refused the stored token (at restore or mid-visit): api-client has cleared the
// device, so whoever was loading or shown is now a guest.
onSessionRejected(() => {
  if (state.status !== 'guest') publish(GUEST);
});

async function restore(): Promise<void> {
  // Never publish during the render that started the restore.
  await Promise.resolve();
  const { token, userId } = isSessionLoaded() ? getSession() : await loadSession();
  if (!token || !userId) return publish(GUEST);
  try {
    const user = await apiData('me', { params: { userId }, quiet: true });
    // A login or logout while the request was out wins over this answer.
    if (getSession().token !== token) return;
    publish({ status: 'user', user });
    void saveCachedUser(user);
  } catch (error) {
    if (getSession().token !== token) return;
    if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) {
      // Revoked, expired or someone else's: the stored session is worthless.
      await clearSession();
      return publish(GUEST);
    }
    // Offline or a server hiccup: keep the session and show the last known profile.
    const cached = await loadCachedUser();
    publish(cached?.id === userId ? { status: 'user', user: cached } : GUEST);
  }
}

/** Starts the restore once; a visitor without a stored token is a guest at once. */
export function ensureAuthStarted(): void {
  if (started) return;
  started = true;
  if (isSessionLoaded() && !getSession().token) {
    state = GUEST;
    return;
  }
  void restore();
}

export function useAuth(): AuthState {
  ensureAuthStarted();
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function getAuthState(): AuthState {
  ensureAuthStarted();
  return state;
}

/** Stores the token and user id, then shows the user (docs/product.md §4 "Login success"). */
export async function signIn(data: LoginData): Promise<void> {
  started = true;
  await saveSession(data.access_token, data.id);
  publish({ status: 'user', user: data.user });
  void saveCachedUser(data.user);
}

/** After a profile edit: the header and sidebar show the saved values at once. */
export function setAuthUser(user: User): void {
  if (state.status !== 'user' || state.user.id !== user.id) return;
  publish({ status: 'user', user });
  void saveCachedUser(user);
}

/** Forgets the session locally (the logout route, or a token the server no longer accepts). */
export async function forgetSession(): Promise<void> {
  started = true;
  await clearSession();
  publish(GUEST);
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
  started = false;
  state = LOADING;
}
