import { useSyncExternalStore } from 'react';
import type { Step } from '../login/login-machine';

/** Whether the login dialog is open and at which step it starts; any code may open it. */
export interface LoginDialogState {
  open: boolean;
  step: Step;
  /** Bumped on every open so a re-open starts a fresh wizard. */
  session: number;
}

let state: LoginDialogState = { open: false, step: 1, session: 0 };
const listeners = new Set<() => void>();

function publish(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(step: Step = 1): void {
  publish({ open: true, step, session: state.session + 1 });
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
