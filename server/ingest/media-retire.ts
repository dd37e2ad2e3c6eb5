import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Marks a stored path (a version folder, a title's root files, a podcast file) as no longer
 * played: the media sweep removes it once `dueAt` has passed (decision 067). Marking it again
 * moves its time.
 */
export async function retireStored(db: Db, stored: string, dueAt: number): Promise<void> {
  await db.deleteFrom('media_retired').where('path', '=', stored).execute();
  await db
    .insertInto('media_retired')
    .values({ path: stored, due_at: new Date(dueAt).toISOString() })
    .execute();
}

/** A path played again (published just now) is no longer waiting to be swept. */
export async function keepStored(db: Db, stored: string): Promise<void> {
  await db.deleteFrom('media_retired').where('path', '=', stored).execute();
}
