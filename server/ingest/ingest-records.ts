import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { IngestState } from '../../contract/studio/ingest-flow';
import { probeVerdictSchema, type ProbeVerdict } from '../../contract/studio/media-probe';
import type { Config } from '../config';
import type { Database, MediaUploadsTable } from '../db/schema';
import type { MediaUpload } from './upload-records';

type Db = Kysely<Database> | Transaction<Database>;

export function uploadById(db: Db, id: number): Promise<MediaUpload | undefined> {
  return db.selectFrom('media_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an upload on in the ingest flow, only from one of `from` (so a late or repeated job
 * cannot undo a later step); answers whether it moved.
 */
export async function moveIngest(
  db: Db,
  now: number,
  id: number,
  from: readonly (IngestState | null)[],
  set: Omit<Updateable<MediaUploadsTable>, 'id' | 'updated_at'>,
): Promise<boolean> {
  const states = from.filter((s): s is IngestState => s !== null);
  const result = await db
    .updateTable('media_uploads')
    .set({ ...set, updated_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      from.includes(null)
        ? eb.or([
            eb('ingest_state', 'is', null),
            ...(states.length ? [eb('ingest_state', 'in', states)] : []),
          ])
        : eb('ingest_state', 'in', states),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function verdictOf(row: Pick<MediaUpload, 'probe_json'>): ProbeVerdict | null {
  if (row.probe_json === null) return null;
  const parsed = probeVerdictSchema.safeParse(JSON.parse(row.probe_json));
  return parsed.success ? parsed.data : null;
}

/** The tus file store's file of an upload (decision 060). */
export function sourceFileOf(config: Pick<Config, 'ingestUploadsDir'>, tusId: string): string {
  return path.join(config.ingestUploadsDir, tusId);
}

/** Deletes an upload's source file and tus's `.json` beside it (a refused file, a stored subtitle). */
export async function removeSource(
  config: Pick<Config, 'ingestUploadsDir'>,
  tusId: string,
): Promise<void> {
  const file = sourceFileOf(config, tusId);
  await fs.rm(file, { force: true });
  await fs.rm(`${file}.json`, { force: true });
}
