import type { Kysely } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { browsableKinds, mediaCardColumns, toMediaCard } from './media-cards';

export const RELATED_LIMIT = 12;

/**
 * "Similar series": media sharing the most categories, best rated first. Other seasons of the
 * same franchise are left out because the detail already lists them as other_seasons.
 */
export async function relatedMedia(
  db: Kysely<Database>,
  media: { id: number; media_group_id: number | null },
  limit = RELATED_LIMIT,
): Promise<MediaCard[]> {
  let query = db
    .selectFrom('media')
    .innerJoin('media_categories as mc', 'mc.media_id', 'media.id')
    .select(mediaCardColumns)
    .select((eb) => eb.fn.count<number>('mc.category_id').as('shared'))
    .where('mc.category_id', 'in', (eb) =>
      eb.selectFrom('media_categories').select('category_id').where('media_id', '=', media.id),
    )
    .where('media.id', '!=', media.id)
    .where('media.kind', 'in', [...browsableKinds]);
  if (media.media_group_id !== null) {
    const group = media.media_group_id;
    query = query.where((eb) =>
      eb.or([eb('media.media_group_id', 'is', null), eb('media.media_group_id', '!=', group)]),
    );
  }
  const rows = await query
    .groupBy('media.id')
    .orderBy('shared', 'desc')
    .orderBy('media.rating', 'desc')
    .orderBy('media.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMediaCard);
}
