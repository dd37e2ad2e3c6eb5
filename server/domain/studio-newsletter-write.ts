import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  newsletterCreateBody,
  newsletterUpdateBody,
  StudioNewsletter,
} from '../../contract/studio/endpoints/reading-newsletters';
import { inTransaction } from '../db/in-transaction';
import { searchText } from '../db/rows/search-text';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { sanitizeStoredHtml } from './studio-html';
import { isoOf, mergedValues, sameValues, staleOrMissing } from './studio-reading-outcome';
import type { ReadingOutcome } from './studio-reading-outcome';

/*
 * Newsletters (docs/decisions/056-studio-podcasts-newsletters.md): the body is stored sanitised
 * (studio-html.ts, the viewer's rules), the search text as rows/newsletter-row.ts writes it, and
 * every save or delete names the version it saw.
 */

type NewsletterCreate = z.output<typeof newsletterCreateBody>;
type NewsletterUpdate = z.output<typeof newsletterUpdateBody>;
type NewsletterValues = Omit<StudioNewsletter, 'id' | 'version'>;

const COLUMNS = ['id', 'title', 'summary', 'body', 'image', 'published_at', 'version'] as const;

export function readNewsletter(
  db: Kysely<Database>,
  id: number,
): Promise<StudioNewsletter | undefined> {
  return db.selectFrom('newsletters').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

const valuesOf = ({ id: _id, version: _v, ...values }: StudioNewsletter) => values;

function columns(v: NewsletterValues) {
  return { ...v, body: sanitizeStoredHtml(v.body), search_text: searchText(v.title) };
}

export function createNewsletter(
  db: Kysely<Database>,
  now: number,
  userId: number,
  body: NewsletterCreate,
): Promise<ReadingOutcome<StudioNewsletter>> {
  const values = mergedValues<NewsletterValues>(
    { title: body.title, summary: null, body: '', image: null, published_at: isoOf(now) },
    body,
  );
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('newsletters')
      .values({ ...columns(values), version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'newsletter',
      entityId: id,
      action: 'create',
      after: await readNewsletter(trx, id),
    });
    return { kind: 'saved', id, version: 1 };
  });
}

export function updateNewsletter(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: NewsletterUpdate,
): Promise<ReadingOutcome<StudioNewsletter>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioNewsletter>> => {
    const before = await readNewsletter(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const old = valuesOf(before);
    const values = mergedValues(old, body);
    const stored = columns(values);
    if (sameValues(old, { ...values, body: stored.body })) {
      return { kind: 'saved', id, version: body.version };
    }
    const result = await trx
      .updateTable('newsletters')
      .set({ ...stored, version: body.version + 1 })
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return staleOrMissing(await readNewsletter(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'newsletter',
      entityId: id,
      action: 'update',
      before,
      after: await readNewsletter(trx, id),
    });
    return { kind: 'saved', id, version: body.version + 1 };
  });
}

export function deleteNewsletter(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  version: number,
): Promise<ReadingOutcome<StudioNewsletter>> {
  return inTransaction(db, async (trx): Promise<ReadingOutcome<StudioNewsletter>> => {
    const before = await readNewsletter(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== version) return { kind: 'stale', current: before };
    const result = await trx
      .deleteFrom('newsletters')
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (result.numDeletedRows !== 1n) return staleOrMissing(await readNewsletter(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'newsletter',
      entityId: id,
      action: 'delete',
      before,
    });
    return { kind: 'deleted', id };
  });
}
