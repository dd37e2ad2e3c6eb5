import type { Kysely } from 'kysely';
import type { Database, LinkKind } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { recordAudit } from './audit-log';
import { moveRow, nextSort } from './studio-site-order';
import type { Direction } from './studio-site-order';

/* The footer's links and the site's logos in the studio (decision 058). */

const LINK_COLUMNS = ['id', 'kind', 'title', 'url', 'icon', 'sort'] as const;

export async function listLinks(db: Kysely<Database>) {
  const [links, logos] = await Promise.all([
    db
      .selectFrom('links')
      .select(LINK_COLUMNS)
      .orderBy('kind')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('logos').select(['id', 'key', 'url']).orderBy('key').orderBy('id').execute(),
  ]);
  return { links, logos };
}

export interface LinkValues {
  kind: LinkKind;
  title: string;
  url: string;
  icon?: string | null | undefined;
}

const linkRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('links').select(LINK_COLUMNS).where('id', '=', id).executeTakeFirst();

export function createLink(db: Kysely<Database>, now: number, userId: number, v: LinkValues) {
  return inTransaction(db, async (trx) => {
    const row = {
      kind: v.kind,
      title: v.title,
      url: v.url,
      icon: v.icon ?? null,
      sort: await nextSort(trx, 'links'),
    };
    const { id } = await trx
      .insertInto('links')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'link',
      entityId: id,
      action: 'create',
      after: row,
    });
    return id;
  });
}

export function updateLink(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  v: LinkValues,
) {
  return inTransaction(db, async (trx) => {
    const before = await linkRow(trx, id);
    if (!before) return false;
    const after = { kind: v.kind, title: v.title, url: v.url, icon: v.icon ?? before.icon };
    await trx.updateTable('links').set(after).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'link',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return true;
  });
}

export function deleteLink(db: Kysely<Database>, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await linkRow(trx, id);
    if (!before) return false;
    await trx.deleteFrom('links').where('id', '=', id).execute();
    await recordAudit(trx, now, { userId, entity: 'link', entityId: id, action: 'delete', before });
    return true;
  });
}

export function moveLink(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  direction: Direction,
) {
  return inTransaction(db, (trx) =>
    moveRow(trx, now, { table: 'links', entity: 'link', id, direction, userId }),
  );
}

export function updateLogo(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  url: string,
) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('logos')
      .select(['id', 'key', 'url'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    await trx.updateTable('logos').set({ url }).where('id', '=', id).execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'logo',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, url },
    });
    return true;
  });
}
