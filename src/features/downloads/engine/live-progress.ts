/*
 * Bytes a running Background Fetch has fetched but the worker has not stored yet (it stores them
 * when the fetch ends). Kept in memory for this page's progress bar; the record holds only what
 * is stored. Listeners hear of it apart from record changes: a progress step changes no record,
 * so nothing needs to read IndexedDB again for it.
 */
const inFlight = new Map<string, number>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setInFlight(key: string, bytes: number): void {
  inFlight.set(key, bytes);
  notify();
}

export function clearInFlight(key: string): void {
  if (inFlight.delete(key)) notify();
}

export const inFlightBytes = (key: string): number => inFlight.get(key) ?? 0;

export function onLiveProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
