import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import {
  DOWNLOADS_CHANNEL,
  DOWNLOADS_DB,
  DOWNLOADS_STORE,
  downloadKey,
  type DownloadId,
  type DownloadRecord,
} from '@contract/offline-downloads';

/*
 * The download records in IndexedDB (decision 029), one per user and title. The worker writes
 * them too (Background Fetch ends while no page is open), so every change is announced on a
 * BroadcastChannel that this page, other tabs and the worker share.
 */

let store: UseStore | undefined;
const idb = () => (store ??= createStore(DOWNLOADS_DB, DOWNLOADS_STORE));

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function notifyHere(): void {
  for (const listener of listeners) listener();
}

function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(DOWNLOADS_CHANNEL);
    channel.onmessage = notifyHere;
  }
  return channel;
}

/** Tells this page and every other context that a record changed. */
export function announceChange(): void {
  notifyHere();
  openChannel()?.postMessage('changed');
}

export function onRecordsChange(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readRecord(
  userId: number,
  id: DownloadId,
): Promise<DownloadRecord | undefined> {
  return get<DownloadRecord>(downloadKey(userId, id), idb());
}

/** The user's downloads, newest first. Another user's are never returned. */
export async function readRecords(userId: number): Promise<DownloadRecord[]> {
  const all = await entries<string, DownloadRecord>(idb());
  return all
    .map(([, record]) => record)
    .filter((record) => record.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt);
}

export async function writeRecord(record: DownloadRecord): Promise<void> {
  await set(downloadKey(record.userId, record.id), record, idb());
  announceChange();
}

export async function removeRecord(userId: number, id: DownloadId): Promise<void> {
  await del(downloadKey(userId, id), idb());
  announceChange();
}
