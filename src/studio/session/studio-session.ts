import { useSyncExternalStore } from 'react';

/*
 * Who is in the studio (docs/decisions/055-studio-app.md). The studio token lives in this tab's
 * sessionStorage only: it ends with the tab, and the next user of the device finds nothing in
 * localStorage or IndexedDB. The viewer's token, needed only between the PIN and the code, stays
 * in memory and is dropped once the studio session opens.
 */

const KEY = 'btv.studio.session';

export interface StoredStudioSession {
  token: string;
  expiresAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let viewerToken: string | null = null;

function read(): StoredStudioSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredStudioSession>;
    return typeof value.token === 'string' && typeof value.expiresAt === 'string'
      ? { token: value.token, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

// One object per stored value, so useSyncExternalStore sees a change only when there is one.
let current = read();

function changed() {
  current = read();
  for (const listener of listeners) listener();
}

export const studioSession = {
  current: () => current,
  token: () => current?.token ?? null,
  /** The step-up opened a studio session: keep it for this tab, forget the viewer's token. */
  open(session: StoredStudioSession) {
    sessionStorage.setItem(KEY, JSON.stringify(session));
    viewerToken = null;
    changed();
  },
  /** Forgets the session, if it is still `token` (a late 401 of an old one changes nothing). */
  end(token?: string) {
    if (token !== undefined && current?.token !== token) return;
    sessionStorage.removeItem(KEY);
    viewerToken = null;
    changed();
  },
  viewerToken: () => viewerToken,
  setViewerToken(token: string | null) {
    viewerToken = token;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useStudioSession(): StoredStudioSession | null {
  return useSyncExternalStore(studioSession.subscribe, studioSession.current, () => null);
}
