import { downloadIdOf, type DownloadRecord } from '@contract/offline-downloads';
import { isExpired, offlineAudioUrl } from './engine/controller';
import { readViewerRecords, recordsSnapshot } from './hooks/records-cache';

/*
 * Where a podcast episode plays from for this viewer: its downloaded file when it is complete and
 * its right has not ended, so it plays with no network; else null (the network URL).
 */

function playable(records: readonly DownloadRecord[], trackId: number): string | null {
  const id = downloadIdOf('podcast', trackId);
  const record = records.find((r) => r.id === id);
  return record && record.state === 'done' && !isExpired(record) ? offlineAudioUrl(record) : null;
}

/** Synchronous, for the click that starts the sound; undefined while the records are being read. */
export function playableAudioNow(viewer: number, trackId: number): string | null | undefined {
  const snapshot = recordsSnapshot(viewer);
  return snapshot ? playable(snapshot.records, trackId) : undefined;
}

export async function playableAudio(viewer: number, trackId: number): Promise<string | null> {
  return playable(await readViewerRecords(viewer), trackId);
}
