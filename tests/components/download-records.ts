import { clear, createStore } from 'idb-keyval';
import {
  DOWNLOADS_DB,
  DOWNLOADS_STORE,
  downloadIdOf,
  type DownloadRecord,
} from '@contract/offline-downloads';
import type { DownloadKind } from '@contract/entities';
import { writeRecord } from '@/features/downloads/engine/record-store';

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A download record as the engine leaves it: user 42's finished 720p episode 12 of series 3,
 * 40 MB in two files, granted an hour ago until the end of the paid days, unless patched.
 */
export function downloadRecord(
  patch: Partial<DownloadRecord> & { kind?: DownloadKind; itemId?: number } = {},
): DownloadRecord {
  const kind = patch.kind ?? 'episode';
  const itemId = patch.itemId ?? 12;
  const now = Date.now();
  return {
    userId: 42,
    id: downloadIdOf(kind, itemId),
    kind,
    itemId,
    title: 'Хотын түүх',
    subtitle: kind === 'movie' ? null : '3-р анги',
    image: '/art/poster/3.svg',
    mediaId: 3,
    durationSec: 600,
    quality: kind === 'podcast' ? null : 720,
    audioLang: 'mn',
    subs: [],
    segments: [],
    expiresAt: now + 10 * DAY,
    expiry: 'paid',
    checkedAt: now - 60 * 60 * 1000,
    state: 'done',
    error: null,
    via: null,
    files: [
      { path: 'manifest.mpd', bytes: 2 * MB },
      { path: 'chunk-1-00001.m4s', bytes: 38 * MB },
    ],
    remoteBase: '/media/signed/x/',
    totalBytes: 40 * MB,
    createdAt: now,
    ...patch,
  };
}

/** Seeds records into the real IndexedDB store (fake-indexeddb in jsdom). */
export async function seedDownloads(...records: DownloadRecord[]): Promise<void> {
  for (const record of records) await writeRecord(record);
}

/** Empties the store between tests: records outlive a test otherwise. */
export async function clearDownloads(): Promise<void> {
  await clear(createStore(DOWNLOADS_DB, DOWNLOADS_STORE));
}

export { MB, DAY };
