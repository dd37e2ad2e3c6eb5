import type { DownloadKind } from '@contract/entities';
import type { DownloadRecord } from '@contract/offline-downloads';
import { DAY, downloadRecord as pageRecord } from './download-records';

export { clearDownloads, seedDownloads } from './download-records';

/**
 * The entry points' record: a small title `itemId` whose `mediaId` is the item itself (what a
 * movie's card looks up), complete and valid for 30 days unless patched; over the page tests'
 * record (download-records.ts), for user 42 likewise.
 */
export function downloadRecord(
  kind: DownloadKind,
  itemId: number,
  patch: Partial<DownloadRecord> = {},
): DownloadRecord {
  return pageRecord({
    kind,
    itemId,
    title: `Гарчиг ${itemId}`,
    subtitle: null,
    image: null,
    mediaId: itemId,
    durationSec: 60,
    audioLang: null,
    expiresAt: Date.now() + 30 * DAY,
    expiry: 'recheck',
    checkedAt: Date.now(),
    files: [{ path: kind === 'podcast' ? 'audio.m4a' : 'manifest.mpd', bytes: 1000 }],
    remoteBase: '/media/title/',
    totalBytes: 1000,
    ...patch,
  });
}
