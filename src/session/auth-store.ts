import { useSyncExternalStore } from 'react';
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import type { User } from '@contract/entities';
import { onSessionRejected } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import {
  clearSession,
  getSession,
  isSessionLoaded,
  loadSession,
  saveCachedUser,
} from '@/lib/session-storage';
import { accountQueryOptions, isRefusal } from './account-query';

/**
 * Who is using the app. The account itself is the account query's (docs/decisions/022); this
 * store does only what that query cannot: pick which account to ask about from the token and id
 * stored on the device (IndexedDB, for the worker), tell every reader, in React or not, when that
 * changes, end the stored session when the server refuses it, and keep the last answer on the
 * device for a reload without network. docs/product.md §4: it starts 'loading'.
 */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'user'; user: User };

const LOADING: AuthState = { status: 'loading', user: null };
const GUEST: AuthState = { status: 'guest', user: null };

let state: AuthState = LOADING;
let started = false;
const listeners = new Set<() => void>();

/** The stored session's account query, followed for as long as that session lasts. */
let followed: {
  token: string;
  userId: number;
  /** The query's answer as it stands. */
  result: () => QueryObserverResult<User>;
  stop: () => void;
  /** The account last written to the device, so an unchanged answer is not written again. */
  kept: User | null;
} | null = null;

function derive(): AuthState {
  if (!followed) return isSessionLoaded() ? GUEST : LOADING;
  const { data, isError } = followed.result();
  if (data) return state.user === data ? state : { status: 'user', user: data };
  // No answer and no kept account (offline on a first visit): a guest, the token kept for later.
  return isError ? GUEST : LOADING;
}

function publish(): void {
  const next = derive();
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function onAccount(result: QueryObserverResult<User>): void {
  // An answer landing while the session is being cleared belongs to nobody any more.
  if (!followed || getSession().token !== followed.token) return;
  if (result.data && result.data !== followed.kept) {
    followed.kept = result.data;
    void saveCachedUser(result.data);
  }
  // Revoked, expired or someone else's at restore: the stored session is worthless.
  if (!result.data && isRefusal(result.error)) return void forgetSession();
  publish();
}

/** Points the store at the stored session's account query (or at nobody). */
export function followStoredSession(): void {
  const { token, userId } = getSession();
  if (followed?.token === token && followed.userId === userId) return publish();
  stopFollowing();
  if (!token || !userId) return publish();
  const observer = new QueryObserver(queryClient, accountQueryOptions(userId));
  followed = {
    token,
    userId,
    result: () => observer.getCurrentResult(),
    stop: observer.subscribe(onAccount),
    kept: null,
  };
  // A login's answer is already in the query: no notification will bring it.
  onAccount(observer.getCurrentResult());
}

function stopFollowing(): void {
  followed?.stop();
  followed = null;
}

// The server refused the stored token (at restore or mid-visit): api-client has cleared the
// device, so whoever was loading or shown is now a guest.
onSessionRejected(() => {
  followStoredSession();
  queryClient.removeQueries({ queryKey: ['session'] });
});

/** Starts the restore once; a visitor without a stored token is a guest at once. */
function ensureStarted(): void {
  if (started) return;
  started = true;
  if (isSessionLoaded() && !getSession().token) {
    state = GUEST;
    return;
  }
  // Never publish during the render that started the restore.
  void Promise.resolve().then(async () => {
    if (!isSessionLoaded()) await loadSession();
    followStoredSession();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

export function useAuth(): AuthState {
  ensureStarted();
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function getAuthState(): AuthState {
  ensureStarted();
  return state;
}

/** Forgets the session locally (the logout route, or a token the server no longer accepts). */
export async function forgetSession(): Promise<void> {
  started = true;
  await clearSession();
  followStoredSession();
  queryClient.removeQueries({ queryKey: ['session'] });
}

/** Tests only: back to the first-load state. */
export function resetAuthForTests(): void {
  stopFollowing();
  started = false;
  state = LOADING;
  queryClient.removeQueries({ queryKey: ['session'] });
}
