import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import { recordAudit } from './audit-log';
import type { VersionedOutcome } from './studio-site-outcome';
import { sanitizeStoredHtml } from './studio-html';

/* Content pages 47/48/49 in the studio (docs/decisions/058-studio-site-pages-and-packs.md). */

const COLUMNS = ['id', 'title', 'body', 'updated_at', 'version'] as const;

export function listPages(db: Kysely<Database>) {
  return db.selectFrom('content_pages').select(COLUMNS).orderBy('id').execute();
}

export function readPage(db: Kysely<Database>, id: number) {
  return db.selectFrom('content_pages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PageRow = NonNullable<Awaited<ReturnType<typeof readPage>>>;

/** Saved only when `version` is the stored one; otherwise what is stored now. */
export function updatePage(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  values: { title: string; body: string | null; version: number },
): Promise<VersionedOutcome<PageRow>> {
  return inTransaction(db, async (trx) => {
    const before = await readPage(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== values.version) return { kind: 'stale', current: before };
    const after = { title: values.title, body: sanitizeStoredHtml(values.body ?? '') };
    const changed = await trx
      .updateTable('content_pages')
      .set({ ...after, updated_at: new Date(now).toISOString(), version: values.version + 1 })
      .where('id', '=', id)
      .where('version', '=', values.version)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) {
      return { kind: 'stale', current: (await readPage(trx, id)) ?? before };
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'content_page',
      entityId: id,
      action: 'update',
      before: { title: before.title, body: before.body },
      after,
    });
    return { kind: 'saved', id, version: values.version + 1 };
  });
}
