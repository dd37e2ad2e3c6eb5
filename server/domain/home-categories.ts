import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { visibleMedia } from './visibility';
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
 * A category's browsable media, most recently updated first, as its home row and its mega-menu
 * tab show them: walked newest first through media_updated_at_id_idx, stopping at `limit`.
 */
export function newestInCategory(db: Kysely<Database>, categoryId: number, limit: number) {
  return (
    visibleMedia(db)
      // A literal: PostgreSQL cannot type a bare parameter in a UNION's select list.
      .select(sql.lit(categoryId).as('category_id'))
      .select(mediaCardColumns)
      .where((eb) => eb(sql`${eb.ref('media.kind')} || ''`, 'in', [...browsableKinds]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('media_categories')
            .select('media_categories.media_id')
            .whereRef('media_categories.media_id', '=', 'media.id')
            .where('media_categories.category_id', '=', categoryId),
        ),
      )
      .orderBy('media.updated_at', 'desc')
      .orderBy('media.id', 'desc')
      .limit(limit)
  );
}

/**
 * The home page's category rows, in category order, each with its most recently updated media;
 * categories with nothing to show are left out (an empty row is only a gap). Every row's media
 * come in one statement: each category's own LIMIT, glued with UNION ALL.
 *
 * Each part walks the media newest first (media_updated_at_id_idx) and stops at the twelfth
 * member of the category, a few dozen rows. Reached through the category instead, every member
 * (a thousand or more at a hundred times the demo) was read and sorted, and a window function
 * over every (category, media) pair sorted the whole catalogue; both were several times slower on
 * SQLite (docs/decisions/023-cheap-reads.md). The kind test is written as an expression so
 * neither database narrows by kind first, which would again mean sorting everything of that kind.
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
        newestInCategory(db, category.id, ROW_LIMIT)
          .select('media.updated_at as row_updated_at')
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
