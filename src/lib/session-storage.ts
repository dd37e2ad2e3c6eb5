import { del, get, set } from 'idb-keyval';
import { TOKEN_KEY, USER_ID_KEY } from '@contract/device-storage';
import type { User } from '@contract/entities';
import { forgetPrivateData } from './private-data';

/**
 * The token and user id live in IndexedDB so the service worker can read them for the outbox;
 * a synchronous copy in memory lets every request attach the token without awaiting.
 */
/** The last profile the server answered, so a logged-in visitor stays recognised offline. */
export const CACHED_USER_KEY = 'auth.user';

interface Session {
  token: string | null;
  userId: number | null;
}

let session: Session = { token: null, userId: null };
let loaded = false;

export function getSession(): Session {
  return session;
}

/** True once IndexedDB has been read (or a login/logout replaced what it held). */
export function isSessionLoaded(): boolean {
  return loaded;
}

export async function loadSession(): Promise<Session> {
  try {
    const [token, userId] = await Promise.all([get<string>(TOKEN_KEY), get<number>(USER_ID_KEY)]);
    session = { token: token ?? null, userId: userId ?? null };
  } catch {
    // Private modes may refuse IndexedDB; the app still works as a guest.
  }
  loaded = true;
  return session;
}

export async function saveSession(token: string, userId: number): Promise<void> {
  session = { token, userId };
  loaded = true;
  await Promise.all([set(TOKEN_KEY, token), set(USER_ID_KEY, userId)]).catch(() => undefined);
}

/** Ends the session on this device: the token, and everything personal it left (private-data.ts). */
export async function clearSession(): Promise<void> {
  session = { token: null, userId: null };
  loaded = true;
  await Promise.all([del(TOKEN_KEY), del(USER_ID_KEY), del(CACHED_USER_KEY)]).catch(
    () => undefined,
  );
  await forgetPrivateData();
}

export async function saveCachedUser(user: User): Promise<void> {
  await set(CACHED_USER_KEY, user).catch(() => undefined);
}

export async function loadCachedUser(): Promise<User | null> {
  try {
    return (await get<User>(CACHED_USER_KEY)) ?? null;
  } catch {
    return null;
  }
}
