import { sql, type Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * An episode's number is unique within its title. The studio checks it before a save, but two
 * editors creating the same number at the same instant on PostgreSQL could both pass that check;
 * the index makes the second insert fail instead (domain/studio-episode-write.ts answers it as
 * the same "number taken" the check gives). The plain index of 0001 on the same columns goes:
 * the unique one serves the same reads.
 */
export async function up(db: Db): Promise<void> {
  const twice = await db
    .selectFrom('episodes')
    .select(['media_id', 'number', sql<number>`count(*)`.as('times')])
    .groupBy(['media_id', 'number'])
    .having(sql`count(*)`, '>', 1)
    .limit(5)
    .execute();
  if (twice.length > 0) {
    // Renumbering someone's episodes silently would be worse than stopping: say which to fix.
    const list = twice.map((r) => `title ${r.media_id} episode ${r.number}`).join(', ');
    throw new Error(`episodes share a number within a title (${list}): renumber them, then start`);
  }
  await db.schema.dropIndex('episodes_media_id_number_idx').execute();
  await addIndex(db, 'episodes', ['media_id', 'number'], { unique: true });
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('episodes_media_id_number_idx').execute();
  await addIndex(db, 'episodes', ['media_id', 'number']);
}
