import { del, get, set } from 'idb-keyval';
import type { PodcastTrack } from '@contract/entities';
import { LAST_SESSION_KEY, RATE_KEY, positionKey } from './storage-keys';

/**
 * What the player remembers between visits. Every call swallows storage errors: a private window
 * may refuse IndexedDB, and listening must still work there.
 */
export interface LastSession {
  tracks: PodcastTrack[];
  index: number;
}

const quietly = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

export async function loadPosition(trackId: number): Promise<number | null> {
  const value = await quietly(get<number>(positionKey(trackId)), undefined);
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function savePosition(trackId: number, seconds: number): Promise<void> {
  return quietly(set(positionKey(trackId), Math.floor(seconds * 10) / 10), undefined);
}

export function forgetPosition(trackId: number): Promise<void> {
  return quietly(del(positionKey(trackId)), undefined);
}

export async function loadRate(): Promise<number | null> {
  const value = await quietly(get<number>(RATE_KEY), undefined);
  return typeof value === 'number' && value > 0 ? value : null;
}

export function saveRate(rate: number): Promise<void> {
  return quietly(set(RATE_KEY, rate), undefined);
}

export async function loadLastSession(): Promise<LastSession | null> {
  const value = await quietly(get<LastSession>(LAST_SESSION_KEY), undefined);
  if (!value || !Array.isArray(value.tracks) || !value.tracks[value.index]) return null;
  return value;
}

export function saveLastSession(session: LastSession): Promise<void> {
  return quietly(set(LAST_SESSION_KEY, session), undefined);
}

export function forgetLastSession(): Promise<void> {
  return quietly(del(LAST_SESSION_KEY), undefined);
}
