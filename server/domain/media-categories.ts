import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { DomainError } from './domain-error';
import { extra } from '../../contract/messages';
import { refreshRelatedMedia } from './related-media';

/**
 * Gives a media exactly these categories. The stored similar titles of every media follow in
 * the same transaction (domain/related-media.ts), so no reader ever sees categories and similar
 * titles that disagree. The one way categories change outside the seed.
 */
export async function setMediaCategories(
  db: Kysely<Database>,
  mediaId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const media = await trx
      .selectFrom('media')
      .select('id')
      .where('id', '=', mediaId)
      .executeTakeFirst();
    if (!media) throw new DomainError('not-found', extra.notFound);
    const old = await trx
      .selectFrom('media_categories')
      .select('category_id')
      .where('media_id', '=', mediaId)
      .execute();
    await trx.deleteFrom('media_categories').where('media_id', '=', mediaId).execute();
    const unique = [...new Set(categoryIds)];
    if (unique.length > 0) {
      await trx
        .insertInto('media_categories')
        .values(unique.map((categoryId) => ({ media_id: mediaId, category_id: categoryId })))
        .execute();
    }
    const categories = [...old.map((row) => row.category_id), ...unique];
    await refreshRelatedMedia(trx, { mediaId, categories });
  });
}
