import type { Kysely, Transaction } from 'kysely';
import type { Database, MediaUploadsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import type { UploadOwnerType } from '../../contract/studio/ingest-paths';
import type { UploadTarget } from './upload-target';

export type MediaUpload = Selectable<MediaUploadsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Does the owner exist? A movie is a movie or theatre title, never a series or the live channel. */
export async function ownerExists(db: Db, type: UploadOwnerType, id: number): Promise<boolean> {
  const row =
    type === 'episode'
      ? await db.selectFrom('episodes').select('id').where('id', '=', id).executeTakeFirst()
      : type === 'movie'
        ? await db
            .selectFrom('media')
            .select('id')
            .where('id', '=', id)
            .where('kind', 'in', ['movie', 'theatre'])
            .executeTakeFirst()
        : await db
            .selectFrom('podcast_tracks')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
  return row !== undefined;
}

export async function insertUpload(
  db: Db,
  now: number,
  row: { tusId: string; target: UploadTarget; size: number; userId: number },
): Promise<MediaUpload> {
  const at = new Date(now).toISOString();
  return db
    .insertInto('media_uploads')
    .values({
      tus_id: row.tusId,
      owner_type: row.target.ownerType,
      owner_id: row.target.ownerId,
      kind: row.target.kind,
      language: row.target.language,
      file_name: row.target.fileName,
      size: row.size,
      created_by: row.userId,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function uploadByTusId(db: Db, tusId: string): Promise<MediaUpload | undefined> {
  return db.selectFrom('media_uploads').selectAll().where('tus_id', '=', tusId).executeTakeFirst();
}

/** The bytes the server acknowledged; only while uploading, so a late PATCH answer cannot undo a finish. */
export async function recordOffset(db: Db, now: number, tusId: string, offset: number) {
  await db
    .updateTable('media_uploads')
    .set({ offset, updated_at: new Date(now).toISOString() })
    .where('tus_id', '=', tusId)
    .where('state', '=', 'uploading')
    .execute();
}

/** Moves an upload from 'uploading' to `state`; answers the row as it is after, or undefined when it was not uploading. */
export async function leaveUploading(
  db: Db,
  now: number,
  tusId: string,
  state: 'uploaded' | 'cancelled',
  offset?: number,
): Promise<MediaUpload | undefined> {
  return db
    .updateTable('media_uploads')
    .set({
      state,
      updated_at: new Date(now).toISOString(),
      ...(offset === undefined ? {} : { offset }),
    })
    .where('tus_id', '=', tusId)
    .where('state', '=', 'uploading')
    .returningAll()
    .executeTakeFirst();
}

/** An owner's uploads, newest first. */
export function uploadsOf(db: Db, type: UploadOwnerType, id: number): Promise<MediaUpload[]> {
  return db
    .selectFrom('media_uploads')
    .selectAll()
    .where('owner_type', '=', type)
    .where('owner_id', '=', id)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Unfinished uploads no byte has reached since `before` (an ISO time). */
export function abandonedUploads(db: Db, before: string): Promise<MediaUpload[]> {
  return db
    .selectFrom('media_uploads')
    .selectAll()
    .where('state', '=', 'uploading')
    .where('updated_at', '<', before)
    .orderBy('id')
    .limit(500)
    .execute();
}
