import type { Kysely } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { mediaCardColumns, toMediaCard } from './media-cards';
import { rankRelated } from './related-ranking';
import { published } from './visibility';

export const RELATED_LIMIT = 12;

/** Rows per statement when rewriting lists: far below either database's parameter limit. */
const CHUNK = 500;

/** A media's stored "similar titles" (media_related), most similar first: one indexed query. */
export async function relatedMedia(db: Kysely<Database>, mediaId: number): Promise<MediaCard[]> {
  const rows = await db
    .selectFrom('media_related')
    .innerJoin('media', 'media.id', 'media_related.related_id')
    .select(mediaCardColumns)
    .where('media_related.media_id', '=', mediaId)
    .where(published('media'))
    .orderBy('media_related.sort')
    .execute();
  return rows.map(toMediaCard);
}

function sameIds(a: readonly number[], b: readonly number[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Recomputes every media's similar titles (domain/related-ranking.ts) and rewrites the lists
 * that changed. One media's categories move the lists of every media sharing a category with
 * it, so the whole catalogue is ranked; that is a few tens of milliseconds at a hundred times
 * the demo catalogue, and only changed lists are written. Call it inside the transaction that
 * changes categories, kinds, ratings or franchises of media, or adds or removes media.
 * Answers how many media got a new list.
 */
export async function refreshRelatedMedia(db: Kysely<Database>): Promise<number> {
  const [media, links, stored] = await Promise.all([
    db.selectFrom('media').select(['id', 'kind', 'rating', 'media_group_id']).execute(),
    db.selectFrom('media_categories').select(['media_id', 'category_id']).execute(),
    db
      .selectFrom('media_related')
      .select(['media_id', 'related_id'])
      .orderBy('media_id')
      .orderBy('sort')
      .execute(),
  ]);
  const categories = new Map<number, number[]>();
  for (const link of links) {
    const list = categories.get(link.media_id) ?? [];
    list.push(link.category_id);
    categories.set(link.media_id, list);
  }
  const before = new Map<number, number[]>();
  for (const row of stored) {
    const list = before.get(row.media_id) ?? [];
    list.push(row.related_id);
    before.set(row.media_id, list);
  }
  const after = rankRelated(
    media.map((m) => ({ ...m, categories: categories.get(m.id) ?? [] })),
    RELATED_LIMIT,
  );
  // Lists of media that no longer exist went with them (ON DELETE CASCADE).
  const changed = [...after].filter(([id, ids]) => !sameIds(ids, before.get(id) ?? []));
  for (let i = 0; i < changed.length; i += CHUNK) {
    const ids = changed.slice(i, i + CHUNK).map(([id]) => id);
    await db.deleteFrom('media_related').where('media_id', 'in', ids).execute();
  }
  const rows = changed.flatMap(([mediaId, ids]) =>
    ids.map((relatedId, index) => ({ media_id: mediaId, sort: index + 1, related_id: relatedId })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('media_related')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
  return changed.length;
}
