import { useSyncExternalStore } from 'react';

/** Writes waiting in the service worker's outbox, as it last reported them. */
let pending = 0;
const listeners = new Set<() => void>();

export function setPendingWrites(count: number) {
  if (count === pending) return;
  pending = count;
  for (const listener of listeners) listener();
}

export function usePendingWrites(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => 0,
  );
}
