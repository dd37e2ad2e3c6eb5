import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { StudioCategory } from '../../contract/studio/endpoints/home';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { movedOrder } from './studio-fingerprint';
import { homeRuleTexts } from './studio-home-outcome';
import type { HomeOutcome } from './studio-home-outcome';

/*
 * Categories in the studio (docs/decisions/057-studio-home-and-schedule.md): the menus and the
 * home show them in `sort` order; a slug names one in addresses, so it stays unique; a category
 * titles use is not deleted (that would drop it from those titles unseen).
 */

export interface CategoryValues {
  title: string;
  slug: string;
}

type Outcome = HomeOutcome<{ id: number }, never>;

export function listCategories(db: Kysely<Database>): Promise<StudioCategory[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'title', 'slug', 'sort'])
    .select((eb) =>
      eb
        .selectFrom('media_categories')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('media_categories.category_id', '=', 'categories.id')
        .as('titles'),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, titles: Number(r.titles ?? 0) })));
}

async function slugTaken(db: Kysely<Database>, slug: string, self: number | null) {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (self !== null) query = query.where('id', '!=', self);
  return (await query.executeTakeFirst()) !== undefined;
}

export function createCategory(
  db: Kysely<Database>,
  now: number,
  userId: number,
  values: CategoryValues,
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    if (await slugTaken(trx, values.slug, null)) {
      return { kind: 'invalid', fields: { slug: homeRuleTexts.slugTaken } };
    }
    const last = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort').as('max'))
      .executeTakeFirst();
    const sort = Number(last?.max ?? -1) + 1;
    const { id } = await trx
      .insertInto('categories')
      .values({ ...values, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'category',
      entityId: id,
      action: 'create',
      after: { ...values, sort },
    });
    return { kind: 'saved', data: { id } };
  });
}

const categoryRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();

export function updateCategory(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: CategoryValues,
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const before = await categoryRow(trx, id);
    if (!before) return { kind: 'missing' };
    if (await slugTaken(trx, values.slug, id)) {
      return { kind: 'invalid', fields: { slug: homeRuleTexts.slugTaken } };
    }
    await trx.updateTable('categories').set(values).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'category',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, ...values },
    });
    return { kind: 'saved', data: { id } };
  });
}

export function moveCategory(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<HomeOutcome<StudioCategory[], never>> {
  return inTransaction(db, async (trx) => {
    if (!(await categoryRow(trx, id))) return { kind: 'missing' };
    const ids = (await listCategories(trx)).map((c) => c.id);
    const order = movedOrder(ids, id, direction);
    for (const [sort, categoryId] of order.entries()) {
      await trx.updateTable('categories').set({ sort }).where('id', '=', categoryId).execute();
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'categories',
      entityId: id,
      action: 'reorder',
      before: ids,
      after: order,
    });
    return { kind: 'saved', data: await listCategories(trx) };
  });
}

/** Deletes an unused category; `in-use` says how many titles still use it. */
export function deleteCategory(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
): Promise<Outcome | { kind: 'in-use'; titles: number }> {
  return inTransaction(db, async (trx) => {
    const before = await categoryRow(trx, id);
    if (!before) return { kind: 'missing' };
    const used = await trx
      .selectFrom('media_categories')
      .select(sql<number>`count(*)`.as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return { kind: 'in-use', titles: Number(used.n) };
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'category',
      entityId: id,
      action: 'delete',
      before,
    });
    return { kind: 'saved', data: { id } };
  });
}
