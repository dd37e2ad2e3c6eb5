import type { Kysely } from 'kysely';
import type { MediaCard } from '../../contract/entities';
import type { Database } from '../db/schema';
import { mediaCardColumns, toMediaCard } from './media-cards';
import { rankRelated, touchedBy } from './related-ranking';
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

/** One media's change: its id and its categories before and after (both, for a move). */
export interface RelatedChange {
  mediaId: number;
  categories: readonly number[];
}

/**
 * Recomputes similar titles (domain/related-ranking.ts) and rewrites the lists that changed.
 * Given the change of one media, only the lists it can move are ranked and compared (about
 * 0.2 s for the whole catalogue at a hundred times the demo, inside the save's transaction,
 * where it holds the writer's lock). Call it inside the transaction that changes categories,
 * kinds, ratings or franchises of media, or adds media; without `change` (the seed, a start
 * after an import) every list is ranked. Answers how many media got a new list.
 */
export async function refreshRelatedMedia(
  db: Kysely<Database>,
  change?: RelatedChange,
): Promise<number> {
  const [media, links] = await Promise.all([
    // visibility: every state — lists are ranked over the whole catalogue; relatedMedia filters
    db.selectFrom('media').select(['id', 'kind', 'rating', 'media_group_id']).execute(),
    db.selectFrom('media_categories').select(['media_id', 'category_id']).execute(),
  ]);
  const categories = new Map<number, number[]>();
  for (const link of links) {
    const list = categories.get(link.media_id) ?? [];
    list.push(link.category_id);
    categories.set(link.media_id, list);
  }
  const ranked = media.map((m) => ({ ...m, categories: categories.get(m.id) ?? [] }));
  const only = change ? touchedBy(ranked, change) : undefined;
  const before = await storedLists(db, only);
  const after = rankRelated(ranked, RELATED_LIMIT, only);
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

/** The stored lists, of `only` these media when given, in their order. */
async function storedLists(
  db: Kysely<Database>,
  only: ReadonlySet<number> | undefined,
): Promise<Map<number, number[]>> {
  const ids = only ? [...only] : undefined;
  const rows: { media_id: number; related_id: number }[] = [];
  for (let i = 0; i < (ids?.length ?? 1); i += CHUNK) {
    let query = db
      .selectFrom('media_related')
      .select(['media_id', 'related_id'])
      .orderBy('media_id')
      .orderBy('sort');
    if (ids) query = query.where('media_id', 'in', ids.slice(i, i + CHUNK));
    rows.push(...(await query.execute()));
  }
  const lists = new Map<number, number[]>();
  for (const row of rows) {
    const list = lists.get(row.media_id) ?? [];
    list.push(row.related_id);
    lists.set(row.media_id, list);
  }
  return lists;
}
