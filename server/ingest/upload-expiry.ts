import type { DataStore } from '@tus/server';
import type { AppDeps } from '../deps';
import { abandonedUploads, leaveUploading } from './upload-records';

/** An unfinished upload no byte has reached for a day is given up (decision 060). */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/**
 * Deletes the partial files of abandoned uploads and marks them cancelled; answers their tus
 * ids. Any instance may run it: the state change is conditional, and a file already gone is fine.
 * The studio's fingerprint of such an upload then finds a 404 and starts again from the first byte.
 */
export async function sweepAbandonedUploads(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  store: Pick<DataStore, 'remove'>,
): Promise<string[]> {
  const now = deps.clock.now();
  const before = new Date(now - ABANDONED_AFTER_MS).toISOString();
  const swept: string[] = [];
  for (const upload of await abandonedUploads(deps.db, before)) {
    const left = await leaveUploading(deps.db, now, upload.tus_id, 'cancelled');
    if (left === undefined) continue;
    // Removing after the state change: a PATCH arriving now is refused by the row, not mid-file.
    await store.remove(upload.tus_id).catch(() => undefined);
    swept.push(upload.tus_id);
  }
  return swept;
}
