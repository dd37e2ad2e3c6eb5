import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Call first in a transaction that reads a user's state and writes what follows from it (a like
 * toggle moving a counter, a find-then-insert). SQLite already runs such transactions one at a
 * time (one connection, held for the whole transaction); under PostgreSQL's read committed two
 * of them could read the same old state, so the user's row is locked until commit.
 */
export async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
