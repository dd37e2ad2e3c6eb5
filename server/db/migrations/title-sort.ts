import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * "Нэрээр (А-Я)" sorted by code point, which puts Ө and Ү after Я. media.title_sort holds a key
 * in which each Mongolian letter stands for its place in the alphabet (rows/title-sort.ts), and
 * the listing orders by it. The column compares byte by byte: SQLite's default BINARY, and
 * COLLATE "C" on PostgreSQL, whose default collation would reorder the private-use code points.
 */
const ALPHABET = 'абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя';

/** The key as rows/title-sort.ts wrote it when this migration was made (spelled out, so the
 * migration stays as it ran). */
function keyOf(title: string): string {
  let key = '';
  for (const char of title.trim().toLowerCase()) {
    const at = ALPHABET.indexOf(char);
    key += at < 0 ? char : String.fromCharCode(0xe000 + at);
  }
  return key;
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('title_sort', isPostgres(db) ? sql`text COLLATE "C"` : 'text', (c) =>
      c.notNull().defaultTo(''),
    )
    .execute();
  const rows = (await db.selectFrom('media').select(['id', 'title']).execute()) as {
    id: number;
    title: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('media')
      .set({ title_sort: keyOf(row.title) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('media_kind_title_sort_idx')
    .on('media')
    .columns(['kind', 'title_sort', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('media_kind_title_sort_idx').execute();
  await db.schema.alterTable('media').dropColumn('title_sort').execute();
}
