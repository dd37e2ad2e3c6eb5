import type { Kysely, SelectQueryBuilder } from 'kysely';
import { TITLE_KINDS, TITLES_PAGE_SIZE } from '../../contract/studio/catalogue-values';
import type { TitleKind, TitleSort } from '../../contract/studio/catalogue-values';
import type { PublishState } from '../../contract/studio/roles';
import type { StudioTitleRow } from '../../contract/studio/endpoints/catalogue-titles';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { textMatch, trigramNarrows } from './search-match';

/*
 * The studio's title list (docs/decisions/053-studio-catalogue.md): one page of 50 over every
 * state, searched as the viewer's search finds titles (search_text through the trigram index),
 * each order served by an index so a page never reads the whole catalogue: (updated_at, id),
 * (created_at, id) and (title_sort, id). `total` counts the matches, which on a text search reads
 * only what the trigram index picked.
 */

export interface TitleFilter {
  q?: string | undefined;
  kind?: TitleKind | undefined;
  publishState?: PublishState | undefined;
  category?: number | undefined;
  sort: TitleSort;
  page: number;
}

type MediaQuery = SelectQueryBuilder<Database, 'media', object>;

function filtered(db: Kysely<Database>, f: TitleFilter): MediaQuery {
  let query: MediaQuery = db.selectFrom('media');
  query = query.where('media.kind', 'in', f.kind ? [f.kind] : [...TITLE_KINDS]);
  if (f.q !== undefined) {
    const text = textMatch(f.q);
    query = query.where(text.contains);
    if (!isPostgres(db) && trigramNarrows(text.needle)) {
      query = query.where(text.inTrigrams('media.id', 'media_search'));
    }
  }
  if (f.publishState) query = query.where('media.publish_state', '=', f.publishState);
  if (f.category !== undefined) {
    const category = f.category;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('media_categories')
          .select('media_categories.media_id')
          .whereRef('media_categories.media_id', '=', 'media.id')
          .where('media_categories.category_id', '=', category),
      ),
    );
  }
  return query;
}

/** The page's statement (exported for the query-plan test). */
export function titlePageQuery(db: Kysely<Database>, f: TitleFilter) {
  let query = filtered(db, f).select([
    'media.id',
    'media.kind',
    'media.title',
    'media.original_name',
    'media.image1',
    'media.created_at',
    'media.updated_at',
    'media.publish_state',
    'media.publish_at',
    'media.version',
  ]);
  if (f.sort === 'title') {
    query = query.orderBy('media.title_sort', 'asc').orderBy('media.id', 'asc');
  } else {
    const column = f.sort === 'created' ? 'media.created_at' : 'media.updated_at';
    query = query.orderBy(column, 'desc').orderBy('media.id', 'desc');
  }
  // One more than a page says whether another follows.
  return query.limit(TITLES_PAGE_SIZE + 1).offset((f.page - 1) * TITLES_PAGE_SIZE);
}

export async function titlePage(db: Kysely<Database>, f: TitleFilter) {
  const [rows, count] = await Promise.all([
    titlePageQuery(db, f).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.slice(0, TITLES_PAGE_SIZE).map((r): StudioTitleRow => ({
      ...r,
      kind: r.kind as TitleKind,
    })),
    page: f.page,
    has_more: rows.length > TITLES_PAGE_SIZE,
    total: Number(count.n),
  };
}
