import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Media newest-updated first whatever their kind: the home page's category rows walk it and stop
 * at each row's twelfth title (domain/home-categories.ts, docs/decisions/023-cheap-reads.md).
 * The (kind, updated_at) index serves one kind at a time only.
 */
export async function up(db: Db): Promise<void> {
  await addIndex(db, 'media', ['updated_at', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('media_updated_at_id_idx').ifExists().execute();
}
