import type { Kysely } from 'kysely';
import { ACTORS_PAGE_SIZE } from '../../contract/studio/endpoints/home';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { nameHolds } from './studio-picks';
import type { HomeOutcome } from './studio-home-outcome';

/* Actors in the studio (docs/decisions/057-studio-home-and-schedule.md): a searched page, by name. */

export interface ActorValues {
  name: string;
  image: string | null;
  vname: string | null;
  vimage: string | null;
}

export async function actorPage(db: Kysely<Database>, q: string | undefined, page: number) {
  let query = db.selectFrom('actors').select(['id', 'name', 'image', 'vname', 'vimage']);
  if (q) query = query.where(nameHolds(db, 'name', q));
  const rows = await query
    .orderBy('name')
    .orderBy('id')
    .limit(ACTORS_PAGE_SIZE + 1)
    .offset((page - 1) * ACTORS_PAGE_SIZE)
    .execute();
  return { rows: rows.slice(0, ACTORS_PAGE_SIZE), page, has_more: rows.length > ACTORS_PAGE_SIZE };
}

export function saveActor(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number | null,
  values: ActorValues,
): Promise<HomeOutcome<{ id: number }, never>> {
  return inTransaction(db, async (trx) => {
    if (id === null) {
      const created = await trx
        .insertInto('actors')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, now, {
        userId,
        entity: 'actor',
        entityId: created.id,
        action: 'create',
        after: values,
      });
      return { kind: 'saved', data: created };
    }
    const before = await trx
      .selectFrom('actors')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return { kind: 'missing' };
    await trx.updateTable('actors').set(values).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'actor',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, ...values },
    });
    return { kind: 'saved', data: { id } };
  });
}
