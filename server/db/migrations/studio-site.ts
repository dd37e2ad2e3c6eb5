import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The studio's site room (docs/decisions/058-studio-site-pages-and-packs.md): content pages and
 * FAQ items count their saves as titles do, so two editors of one page cannot silently overwrite
 * each other. Existing rows start at 1.
 */
const one = sql`1`;
const TABLES = ['faq', 'content_pages'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(one))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
