import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';

/** The groups (tabs) of a series' episode list, made and renamed in the studio, audited. */

export interface GroupValues {
  title: string;
  sort?: number | undefined;
}

/** The new group's id; null when the id is not a series. */
export async function createEpisodeGroup(
  db: Kysely<Database>,
  now: number,
  userId: number,
  mediaId: number,
  values: GroupValues,
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const series = await trx
      .selectFrom('media')
      .select('id')
      .where('id', '=', mediaId)
      .where('kind', '=', 'series')
      .executeTakeFirst();
    if (!series) return null;
    const last = await trx
      .selectFrom('episode_groups')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    const sort = values.sort ?? Number(last?.sort ?? 0) + 1;
    const { id } = await trx
      .insertInto('episode_groups')
      .values({ media_id: mediaId, title: values.title, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'episode_group',
      entityId: id,
      action: 'create',
      after: { media_id: mediaId, title: values.title, sort },
    });
    return id;
  });
}

/** False when there is no such group. */
export async function updateEpisodeGroup(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: GroupValues,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('episode_groups')
      .select(['media_id', 'title', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    const after = { ...before, title: values.title, sort: values.sort ?? before.sort };
    await trx
      .updateTable('episode_groups')
      .set({ title: after.title, sort: after.sort })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'episode_group',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return true;
  });
}
