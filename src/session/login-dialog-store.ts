import { useSyncExternalStore } from 'react';

/**
 * Where the login dialog opens: the phone step of a login, or the start of a registration
 * (/register). The auth feature owns the dialog and maps these to its own steps; any code may
 * ask for it through this store without knowing them.
 */
export type LoginEntry = 'login' | 'register';

/** Whether the login dialog is open and how it starts. */
export interface LoginDialogState {
  open: boolean;
  entry: LoginEntry;
  /** Bumped on every open so a re-open starts a fresh wizard. */
  session: number;
}

let state: LoginDialogState = { open: false, entry: 'login', session: 0 };
const listeners = new Set<() => void>();

function publish(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(entry: LoginEntry = 'login'): void {
  publish({ open: true, entry, session: state.session + 1 });
}

export function closeLoginDialog(): void {
  if (state.open) publish({ ...state, open: false });
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
