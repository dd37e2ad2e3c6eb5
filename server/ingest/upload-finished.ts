import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { recordAudit } from '../domain/audit-log';
import { leaveUploading } from './upload-records';
import type { MediaUpload } from './upload-records';

/**
 * The one seam between the upload and what follows it (decision 060): called once when the last
 * byte of an upload is stored. Today it records the state; the probe and the transcoding job are
 * queued from here when ingest is wired together. Answers the row, or undefined when another
 * request already finished it.
 */
export async function onUploadFinished(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  upload: { tusId: string; size: number; userId: number },
): Promise<MediaUpload | undefined> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await leaveUploading(trx, now, upload.tusId, 'uploaded', upload.size);
    if (row === undefined) return undefined;
    await recordAudit(trx, now, {
      userId: upload.userId,
      entity: 'media_upload',
      entityId: row.id,
      action: 'upload',
      before: { state: 'uploading' },
      after: { state: row.state, size: row.size },
    });
    return row;
  });
}
