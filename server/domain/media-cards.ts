import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { visibleMedia } from './visibility';

/** The columns a MediaCard needs; select them from any query that has `media` in scope. */
export const mediaCardColumns = [
  'media.id',
  'media.kind',
  'media.title',
  'media.original_name',
  'media.image1',
  'media.poster_hz',
  'media.rating',
  'media.age_limit',
  'media.total_episode',
  'media.released_date',
] as const;

export interface MediaCardRow {
  id: number;
  kind: MediaCard['kind'];
  title: string;
  original_name: string | null;
  image1: string | null;
  poster_hz: string | null;
  rating: number;
  age_limit: number | null;
  total_episode: number;
  released_date: string | null;
}

/** Copies field by field so a wider row never leaks extra columns into the response. */
export function toMediaCard(row: MediaCardRow): MediaCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    original_name: row.original_name,
    image1: row.image1,
    poster_hz: row.poster_hz,
    rating: row.rating,
    age_limit: row.age_limit,
    total_episode: row.total_episode,
    released_date: row.released_date,
  };
}

/** The kinds that appear in browse rows; the live channel has its own section. */
export const browsableKinds = ['series', 'movie', 'theatre'] as const;

/** `media.id IN (media of every one of these categories)`: narrowing filters combine with AND. */
export function inEveryCategory(categoryIds: readonly number[]) {
  return (eb: ExpressionBuilder<Database, 'media'>) =>
    eb(
      'media.id',
      'in',
      eb
        .selectFrom('media_categories')
        .select('media_categories.media_id')
        .where('media_categories.category_id', 'in', [...categoryIds])
        .groupBy('media_categories.media_id')
        .having(
          (h) => h.fn.count('media_categories.category_id').distinct(),
          '=',
          categoryIds.length,
        ),
    );
}

/** Media cards for the given ids, in the given order (missing ids are skipped). */
export async function cardsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<MediaCard[]> {
  if (ids.length === 0) return [];
  const rows = await visibleMedia(db)
    .select(mediaCardColumns)
    .where('media.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toMediaCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
