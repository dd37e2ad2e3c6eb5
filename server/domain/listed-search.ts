import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import {
  SEARCH_LIMIT,
  textMatch,
  trigramNarrows,
  yearRange,
  type SearchFilters,
} from './search-match';

/**
 * The two kinds search finds outside the media catalogue. Each has its own table, trigram index
 * and the date its year is read from: a podcast's start (created_at), an issue's publication.
 * Neither has a category.
 */
const SOURCES = {
  podcast: { table: 'podcasts', trigrams: 'podcast_search', dated: 'created_at' },
  newsletter: { table: 'newsletters', trigrams: 'newsletter_search', dated: 'published_at' },
} as const;

export type ListedKind = keyof typeof SOURCES;

/**
 * Podcasts (by name or creator) or newsletter issues (by name) holding `q`, matched like media
 * (search-match.ts): names that start with it first, then the newest. An issue the studio dated
 * later than `now` is not out yet (decision 056).
 */
export function listedSearchQuery(
  db: Kysely<Database>,
  kind: ListedKind,
  filters: SearchFilters,
  now: number,
) {
  const { table, trigrams, dated } = SOURCES[kind];
  let query = db.selectFrom(table).select(['id', 'title', 'image', 'search_text']);
  const column = dated;
  if (kind === 'newsletter') {
    // A filter, not a way in: nearly every issue is in the past, so the date index would read
    // them all; wrapped, no index serves it and the planner keeps the trigram index (PostgreSQL
    // otherwise takes the date index on a small table).
    query = query.where(
      sql<boolean>`coalesce(${sql.ref(column)}, '') <= ${new Date(now).toISOString()}`,
    );
  }
  const text = filters.q === undefined ? undefined : textMatch(filters.q);
  if (text) {
    query = query.where(text.contains);
    if (!isPostgres(db) && trigramNarrows(text.needle)) {
      query = query.where(text.inTrigrams(`${table}.id`, trigrams));
    }
  }
  if (filters.year !== undefined) {
    const [start, end] = yearRange(filters.year);
    query = query.where(column, '>=', start).where(column, '<', end);
  }
  if (text) query = query.orderBy(text.prefixFirst);
  return query.orderBy(column, 'desc').orderBy('id', 'asc').limit(SEARCH_LIMIT);
}

/** Whether the filters can let this kind through: its own type or none, and no category. */
export const listedMayMatch = (kind: ListedKind, f: SearchFilters) =>
  (f.type === undefined || f.type === kind) && f.category === undefined;
