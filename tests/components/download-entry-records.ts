import { clear, createStore } from 'idb-keyval';
import type { DownloadKind } from '@contract/entities';
import {
  DOWNLOADS_DB,
  DOWNLOADS_STORE,
  downloadIdOf,
  type DownloadRecord,
} from '@contract/offline-downloads';
import { writeRecord } from '@/features/downloads/engine/record-store';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A download record as the engine keeps it, for user 42 (the tests' signed-in viewer): complete
 * and valid for 30 days unless patched. `mediaId` defaults to the item for movies.
 */
export function downloadRecord(
  kind: DownloadKind,
  itemId: number,
  patch: Partial<DownloadRecord> = {},
): DownloadRecord {
  const id = downloadIdOf(kind, itemId);
  return {
    userId: 42,
    id,
    kind,
    itemId,
    title: `Гарчиг ${itemId}`,
    subtitle: null,
    image: null,
    mediaId: itemId,
    durationSec: 60,
    quality: kind === 'podcast' ? null : 720,
    audioLang: null,
    subs: [],
    segments: [],
    expiresAt: Date.now() + 30 * DAY,
    expiry: 'recheck',
    checkedAt: Date.now(),
    state: 'done',
    error: null,
    via: null,
    files: [{ path: kind === 'podcast' ? 'audio.m4a' : 'manifest.mpd', bytes: 1000 }],
    remoteBase: '/media/title/',
    totalBytes: 1000,
    createdAt: Date.now(),
    ...patch,
  };
}

/** Stores records through the engine's own store, which announces the change to the page. */
export async function seedDownloads(...records: DownloadRecord[]): Promise<void> {
  for (const record of records) await writeRecord(record);
}

/** fake-indexeddb outlives a test: every test starts with no downloads on the device. */
export async function clearDownloads(): Promise<void> {
  await clear(createStore(DOWNLOADS_DB, DOWNLOADS_STORE));
}
