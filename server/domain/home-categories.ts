import type { Kysely } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { browsableKinds, mediaCardColumns, toMediaCard } from './media-cards';

/** Media per home-page category row. */
const ROW_LIMIT = 12;

export interface CategoryRow {
  id: number;
  title: string;
  slug: string;
  media: MediaCard[];
}

/**
 * The home page's category rows, in category order, each with its most recently updated media;
 * categories with nothing to show are left out (an empty row is only a gap). Every row's media
 * come in one statement: each category's own LIMIT, glued with UNION ALL. A window function over
 * every (category, media) pair was tried and sorts the whole catalogue instead (several times
 * slower on SQLite at a hundred times the demo).
 */
export async function homeCategoryRows(db: Kysely<Database>): Promise<CategoryRow[]> {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'title', 'slug'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const [first, ...rest] = categories.map((category) =>
    db
      .selectFrom(
        db
          .selectFrom('media')
          .innerJoin('media_categories', 'media_categories.media_id', 'media.id')
          .select(['media_categories.category_id', 'media.updated_at as row_updated_at'])
          .select(mediaCardColumns)
          .where('media_categories.category_id', '=', category.id)
          .where('media.kind', 'in', [...browsableKinds])
          .orderBy('media.updated_at', 'desc')
          .orderBy('media.id', 'desc')
          .limit(ROW_LIMIT)
          .as(`row${category.id}`),
      )
      .selectAll(),
  );
  if (!first) return [];
  // A compound statement keeps no part's order: the rows are sorted again as a whole.
  const rows = await rest
    .reduce((query, part) => query.unionAll(part), first)
    .orderBy('category_id')
    .orderBy('row_updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const media = new Map<number, MediaCard[]>();
  for (const row of rows) {
    const list = media.get(row.category_id) ?? [];
    list.push(toMediaCard(row));
    media.set(row.category_id, list);
  }
  return categories.flatMap((category) => {
    const cards = media.get(category.id) ?? [];
    return cards.length > 0 ? [{ ...category, media: cards }] : [];
  });
}
