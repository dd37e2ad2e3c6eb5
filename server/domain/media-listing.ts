import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Paged } from '../../contract/envelope';
import type { MediaCard, MediaKind } from '../../contract/entities';
import type { AnimeStatusFilter, ListSort } from '../../contract/endpoints';
import type { Database } from '../db/schema';
import { inEveryCategory, mediaCardColumns, toMediaCard } from './media-cards';
import { countOf, pageFromRows, pageWindowAndNext } from './paging';
import type { SharedReads } from './shared-reads';
import { visibleMedia } from './visibility';

/** The user's own marks a listing can be restricted to (listing `t` other than 'all'). */
export type MediaMark = 'liked' | 'later' | 'notify';

export interface ListingFilter {
  /** null: any kind (used for the user's marks, which span series and movies). */
  kinds: readonly MediaKind[] | null;
  categoryIds: readonly number[];
  seasonId: number | null;
  status: AnimeStatusFilter;
  sort: ListSort;
  mark: { userId: number; mark: MediaMark } | null;
  page: number;
}

type MediaQuery = SelectQueryBuilder<Database, 'media', object>;

function filtered(db: Kysely<Database>, f: ListingFilter): MediaQuery {
  let q: MediaQuery = visibleMedia(db);
  if (f.kinds) q = q.where('media.kind', 'in', [...f.kinds]);
  if (f.categoryIds.length > 0) q = q.where(inEveryCategory(f.categoryIds));
  if (f.seasonId !== null) q = q.where('media.season_id', '=', f.seasonId);
  if (f.status !== 'all') q = q.where('media.status', '=', f.status);
  const mark = f.mark;
  if (mark) {
    // A subquery keeps the builder's shape identical for the count and the page queries.
    q = q.where('media.id', 'in', (eb) => {
      const marked = eb
        .selectFrom('media_statuses')
        .select('media_statuses.media_id')
        .where('media_statuses.user_id', '=', mark.userId);
      return mark.mark === 'liked'
        ? marked.where('media_statuses.liked', '=', 1)
        : marked.where(`media_statuses.${mark.mark}`, '=', 1);
    });
  }
  return q;
}

/** Every order ends with the id so pages never overlap or skip when values tie. */
function sorted<O>(q: SelectQueryBuilder<Database, 'media', O>, sort: ListSort) {
  switch (sort) {
    case 'new':
      return q
        .orderBy('media.released_date', (ob) => ob.desc().nullsLast())
        .orderBy('media.id', 'desc');
    case 'old':
      return q
        .orderBy('media.released_date', (ob) => ob.asc().nullsLast())
        .orderBy('media.id', 'asc');
    // In the Mongolian alphabet's order (Ө after О, Ү after У), not by code point.
    case 'a-z':
      return q.orderBy('media.title_sort', 'asc').orderBy('media.id', 'asc');
    case 'z-a':
      return q.orderBy('media.title_sort', 'desc').orderBy('media.id', 'desc');
    case 'rating':
      return q.orderBy('media.rating', 'desc').orderBy('media.id', 'desc');
    case 'popular':
      return q.orderBy('media.views', 'desc').orderBy('media.id', 'desc');
    case 'all':
      return q.orderBy('media.updated_at', 'desc').orderBy('media.id', 'desc');
  }
}

/** What a total depends on: the filter without its page and its order. */
function countKey(f: ListingFilter): string {
  return JSON.stringify([
    'media',
    f.kinds,
    [...new Set(f.categoryIds)].sort((a, b) => a - b),
    f.seasonId,
    f.status,
  ]);
}

/**
 * A filtered, sorted page of media cards (series listing, theatre listing, liked content). The
 * page fetches one row more than it shows instead of counting the list; the total comes from the
 * rows on the last page and from `shared` elsewhere. A page everyone sees alike is itself kept in
 * `shared`, whoever asks; the viewer's own marks are always read and counted fresh.
 */
export async function listMedia(
  db: Kysely<Database>,
  f: ListingFilter,
  shared: SharedReads,
): Promise<Paged<MediaCard>> {
  if (f.mark) return readPage(db, f, null);
  return shared.read(`listing page ${JSON.stringify([countKey(f), f.sort, f.page])}`, () =>
    readPage(db, f, shared),
  );
}

async function readPage(
  db: Kysely<Database>,
  f: ListingFilter,
  shared: SharedReads | null,
): Promise<Paged<MediaCard>> {
  const base = filtered(db, f);
  const { limit, offset } = pageWindowAndNext(f.page);
  const rows = await sorted(base.select(mediaCardColumns), f.sort)
    .limit(limit)
    .offset(offset)
    .execute();
  const count = async () =>
    countOf(await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst());
  return pageFromRows(rows.map(toMediaCard), f.page, () =>
    shared ? shared.read(`listing total ${countKey(f)}`, count) : count(),
  );
}
