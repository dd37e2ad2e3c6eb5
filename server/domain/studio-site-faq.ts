import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { recordAudit } from './audit-log';
import type { VersionedOutcome } from './studio-site-outcome';
import { sanitizeStoredHtml } from './studio-html';
import { moveRow, nextSort } from './studio-site-order';
import type { Direction } from './studio-site-order';

/* FAQ items in the studio (docs/decisions/058-studio-site-pages-and-packs.md). */

const COLUMNS = ['id', 'title', 'body', 'sort', 'version'] as const;

export function listFaq(db: Kysely<Database>) {
  return db.selectFrom('faq').select(COLUMNS).orderBy('sort').orderBy('id').execute();
}

function faqRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('faq').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface FaqValues {
  title: string;
  body: string | null;
}

export function createFaq(db: Kysely<Database>, now: number, userId: number, values: FaqValues) {
  return inTransaction(db, async (trx) => {
    const row = {
      title: values.title,
      body: sanitizeStoredHtml(values.body ?? ''),
      sort: await nextSort(trx, 'faq'),
    };
    const { id } = await trx
      .insertInto('faq')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'faq',
      entityId: id,
      action: 'create',
      after: row,
    });
    return id;
  });
}

export type FaqRow = NonNullable<Awaited<ReturnType<typeof faqRow>>>;

/** Saved only when `version` is the stored one; otherwise what is stored now. */
export function updateFaq(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: FaqValues & { version: number },
): Promise<VersionedOutcome<FaqRow>> {
  return inTransaction(db, async (trx) => {
    const before = await faqRow(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== values.version) return { kind: 'stale', current: before };
    const after = { title: values.title, body: sanitizeStoredHtml(values.body ?? '') };
    const changed = await trx
      .updateTable('faq')
      .set({ ...after, version: values.version + 1 })
      .where('id', '=', id)
      .where('version', '=', values.version)
      .executeTakeFirst();
    // Another save between the read and this update: the conditional update matched nothing.
    if (changed.numUpdatedRows === 0n) {
      return { kind: 'stale', current: (await faqRow(trx, id)) ?? before };
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'faq',
      entityId: id,
      action: 'update',
      before: { title: before.title, body: before.body },
      after,
    });
    return { kind: 'saved', id, version: values.version + 1 };
  });
}

export function deleteFaq(db: Kysely<Database>, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await faqRow(trx, id);
    if (!before) return false;
    await trx.deleteFrom('faq').where('id', '=', id).execute();
    await recordAudit(trx, now, { userId, entity: 'faq', entityId: id, action: 'delete', before });
    return true;
  });
}

export function moveFaq(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  direction: Direction,
) {
  return inTransaction(db, (trx) =>
    moveRow(trx, now, { table: 'faq', entity: 'faq', id, direction, userId }),
  );
}
