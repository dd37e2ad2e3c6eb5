import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { recordAudit } from '../domain/audit-log';
import { INGEST_JOBS } from '../../contract/studio/ingest-flow';
import { startStep } from './ingest-steps';
import { leaveUploading } from './upload-records';
import type { MediaUpload } from './upload-records';

/**
 * The one seam between the upload and what follows it (decisions 060, 065): called once when the
 * last byte of an upload is stored. Records the state, then queues the next step, never doing it
 * in the request: a video or audio file is probed, a subtitle checked and stored, by jobs.
 * Answers the row, or undefined when another request already finished it.
 */
export async function onUploadFinished(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  upload: { tusId: string; size: number; userId: number },
): Promise<MediaUpload | undefined> {
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (trx) => {
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
  if (row === undefined) return undefined;
  const subtitle = row.kind === 'subtitle';
  await startStep(
    deps,
    row.id,
    [null],
    subtitle ? 'storing' : 'probing',
    subtitle ? INGEST_JOBS.subtitle : INGEST_JOBS.probe,
  );
  return row;
}
