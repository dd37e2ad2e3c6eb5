import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { PICK_LIMIT } from '../../contract/studio/catalogue-values';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { recordAudit } from './audit-log';

/*
 * The pick-lists of the title form (docs/decisions/053-studio-catalogue.md): studios, directors,
 * translators, categories, actors and franchises, at most 20 whose name holds the text, by name.
 * These tables are small (hundreds of rows), so a LIKE reads them whole without harm. SQLite's
 * LIKE ignores case for ASCII only, so there a Cyrillic name is matched as typed, all lower case
 * and with a capital first letter (how names are written); PostgreSQL's ILIKE folds any case.
 */

const escaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function nameHolds(db: Kysely<Database>, column: string, q: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  if (isPostgres(db)) return sql<boolean>`${ref} ilike ${`%${escaped(q)}%`} escape '\\'`;
  const lower = q.toLowerCase();
  const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
  const variants = [...new Set([q, lower, capital])].map(
    (v) => sql`${ref} like ${`%${escaped(v)}%`} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(variants, sql` or `)})`;
}

type Named = 'studios' | 'directors' | 'actors';

export function pickNamed(db: Kysely<Database>, table: Named, q: string | undefined) {
  let query = db.selectFrom(table).select(['id', 'name']);
  if (q) query = query.where(nameHolds(db, 'name', q));
  return query.orderBy('name').orderBy('id').limit(PICK_LIMIT).execute();
}

export function pickActors(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('actors').select(['id', 'name', 'vname', 'image']);
  if (q) query = query.where(nameHolds(db, 'name', q));
  return query.orderBy('name').orderBy('id').limit(PICK_LIMIT).execute();
}

export function pickTranslators(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('translators').select(['id', 'nickname as name']);
  if (q) query = query.where(nameHolds(db, 'nickname', q));
  return query.orderBy('nickname').orderBy('id').limit(PICK_LIMIT).execute();
}

/** Categories in the site's own order, the first 20 or those whose title holds the text. */
export function pickCategories(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('categories').select(['id', 'title as name']);
  if (q) query = query.where(nameHolds(db, 'title', q));
  return query.orderBy('sort').orderBy('id').limit(PICK_LIMIT).execute();
}

/** Franchises (media_groups), newest first: the one just made is the likely pick. */
export function pickFranchises(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('media_groups').select(['id', 'title as name']);
  if (q) query = query.where(nameHolds(db, 'title', q));
  return query.orderBy('id', 'desc').limit(PICK_LIMIT).execute();
}

/** A new franchise, so a title's seasons can be linked to it; audited. */
export async function createFranchise(
  db: Kysely<Database>,
  now: number,
  userId: number,
  name: string,
): Promise<{ id: number; name: string }> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('media_groups')
      .values({ title: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'franchise',
      entityId: id,
      action: 'create',
      after: { title: name },
    });
    return { id, name };
  });
}
