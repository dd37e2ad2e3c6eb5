import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { recordAudit } from './audit-log';
import { moveRow, nextSort } from './studio-site-order';
import type { Direction } from './studio-site-order';

/*
 * Access packs and their prices in the studio (decision 058). An invoice stores the amount it was
 * made with (invoices.amount), so a new price reaches new invoices only; an open one is paid at
 * its own. A pack an invoice names is never deleted: the invoice and its receipt point at it.
 */

export const packTexts = {
  inUse:
    'Энэ багцаар нэхэмжлэх үүссэн тул устгах боломжгүй. Нэр, үнэ, хоногийг нь засах боломжтой.',
} as const;

export async function listPacks(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('payment_options')
    .leftJoin('invoices', 'invoices.option_id', 'payment_options.id')
    .select((eb) => [
      'payment_options.id',
      'payment_options.title',
      'payment_options.days',
      'payment_options.price',
      'payment_options.sort',
      eb.fn.count<number>('invoices.id').as('invoices'),
    ])
    .groupBy([
      'payment_options.id',
      'payment_options.title',
      'payment_options.days',
      'payment_options.price',
      'payment_options.sort',
    ])
    .orderBy('payment_options.sort')
    .orderBy('payment_options.id')
    .execute();
  return rows.map((r) => ({ ...r, invoices: Number(r.invoices) }));
}

export interface PackValues {
  title: string;
  days: number;
  price: number;
}

const packRow = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('payment_options')
    .select(['id', 'title', 'days', 'price', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();

export function createPack(db: Kysely<Database>, now: number, userId: number, v: PackValues) {
  return inTransaction(db, async (trx) => {
    const row = { ...v, sort: await nextSort(trx, 'payment_options') };
    const { id } = await trx
      .insertInto('payment_options')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'pack',
      entityId: id,
      action: 'create',
      after: row,
    });
    return id;
  });
}

export function updatePack(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  v: PackValues,
) {
  return inTransaction(db, async (trx) => {
    const before = await packRow(trx, id);
    if (!before) return false;
    await trx.updateTable('payment_options').set(v).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'pack',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, ...v },
    });
    return true;
  });
}

/** 'missing', 'in-use' (an invoice names it: nothing changes) or 'deleted'. */
export function deletePack(db: Kysely<Database>, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await packRow(trx, id);
    if (!before) return 'missing' as const;
    const named = await trx
      .selectFrom('invoices')
      .select('id')
      .where('option_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (named) return 'in-use' as const;
    await trx.deleteFrom('payment_options').where('id', '=', id).execute();
    await recordAudit(trx, now, { userId, entity: 'pack', entityId: id, action: 'delete', before });
    return 'deleted' as const;
  });
}

export function movePack(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  direction: Direction,
) {
  return inTransaction(db, (trx) =>
    moveRow(trx, now, { table: 'payment_options', entity: 'pack', id, direction, userId }),
  );
}
