import { del, get, set } from 'idb-keyval';

/**
 * The token and user id live in IndexedDB so the service worker can read them for the outbox;
 * a synchronous copy in memory lets every request attach the token without awaiting.
 */
export const TOKEN_KEY = 'auth.token';
export const USER_ID_KEY = 'auth.userId';

interface Session {
  token: string | null;
  userId: number | null;
}

let session: Session = { token: null, userId: null };

export function getSession(): Session {
  return session;
}

export async function loadSession(): Promise<Session> {
  try {
    const [token, userId] = await Promise.all([get<string>(TOKEN_KEY), get<number>(USER_ID_KEY)]);
    session = { token: token ?? null, userId: userId ?? null };
  } catch {
    // Private modes may refuse IndexedDB; the app still works as a guest.
  }
  return session;
}

export async function saveSession(token: string, userId: number): Promise<void> {
  session = { token, userId };
  await Promise.all([set(TOKEN_KEY, token), set(USER_ID_KEY, userId)]).catch(() => undefined);
}

export async function clearSession(): Promise<void> {
  session = { token: null, userId: null };
  await Promise.all([del(TOKEN_KEY), del(USER_ID_KEY)]).catch(() => undefined);
}
