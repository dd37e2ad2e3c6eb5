import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';

/*
 * Moving a row of an ordered list (FAQ items, links of one kind, access packs) one place up or
 * down (docs/decisions/058-studio-site-pages-and-packs.md). The list is renumbered 1..n in its
 * new order: seeded rows may share a `sort` value, and a swap of equal values would move nothing.
 */

export type Direction = 'up' | 'down';
type Ordered = 'faq' | 'links' | 'payment_options';

export interface MoveRequest {
  table: Ordered;
  entity: string;
  id: number;
  direction: Direction;
  userId: number;
}

/** The ids of the list the row is in, in their order now (links: only those of its kind). */
async function siblings(trx: Kysely<Database>, table: Ordered, id: number) {
  if (table === 'links') {
    const link = await trx
      .selectFrom('links')
      .select('kind')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!link) return null;
    const rows = await trx
      .selectFrom('links')
      .select('id')
      .where('kind', '=', link.kind)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }
  const rows = await trx.selectFrom(table).select('id').orderBy('sort').orderBy('id').execute();
  const ids = rows.map((r) => r.id);
  return ids.includes(id) ? ids : null;
}

/** false when there is no such row; moving the first up (or the last down) changes nothing. */
export async function moveRow(trx: Kysely<Database>, now: number, req: MoveRequest) {
  const before = await siblings(trx, req.table, req.id);
  if (before === null) return false;
  const at = before.indexOf(req.id);
  const to = req.direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= before.length) return true;
  const after = [...before];
  [after[at], after[to]] = [after[to]!, after[at]!];
  for (const [index, id] of after.entries()) {
    await trx
      .updateTable(req.table)
      .set({ sort: index + 1 })
      .where('id', '=', id)
      .execute();
  }
  await recordAudit(trx, now, {
    userId: req.userId,
    entity: req.entity,
    entityId: req.id,
    action: 'move',
    before: { order: before },
    after: { order: after },
  });
  return true;
}

/** The `sort` a new row gets: after every row of its list. */
export async function nextSort(trx: Kysely<Database>, table: Ordered): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
