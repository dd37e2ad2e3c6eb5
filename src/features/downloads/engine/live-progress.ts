import { notifyHere } from './record-store';

/*
 * Bytes a running Background Fetch has fetched but the worker has not stored yet (it stores them
 * when the fetch ends). Kept in memory for this page's progress bar; the record holds only what
 * is stored.
 */
const inFlight = new Map<string, number>();

export function setInFlight(key: string, bytes: number): void {
  inFlight.set(key, bytes);
  notifyHere();
}

export function clearInFlight(key: string): void {
  if (inFlight.delete(key)) notifyHere();
}

export const inFlightBytes = (key: string): number => inFlight.get(key) ?? 0;
