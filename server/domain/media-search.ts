import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { visibleMedia } from './visibility';
import {
  SEARCH_LIMIT,
  textMatch,
  trigramNarrows,
  yearRange,
  type SearchFilters,
} from './search-match';

export type { SearchFilters } from './search-match';

const MEDIA_KINDS = ['series', 'movie', 'theatre'] as const;
type MediaType = (typeof MEDIA_KINDS)[number];
const isMediaType = (type: string): type is MediaType =>
  (MEDIA_KINDS as readonly string[]).includes(type);

/** Whether the filters can let a catalogue title through (a podcast or newsletter type cannot). */
export const mediaMayMatch = (f: SearchFilters) => f.type === undefined || isMediaType(f.type);

/**
 * Titles, original names and keywords holding `q`, case-insensitively (Cyrillic too): titles that
 * start with it first, then the most viewed. The LIKE decides what matches, exactly as it always
 * has; on SQLite the trigram table first picks the few titles that can match (PostgreSQL's
 * planner does the same with pg_trgm's index on its own). Below three characters there is no
 * trigram to look up, and the LIKE reads every title. The filters only add conditions on the
 * rows the text picked, so the trigram lookup still leads the plan; without `q` they browse the
 * most viewed titles of that kind, category or year.
 */
export function searchQuery(db: Kysely<Database>, filters: SearchFilters) {
  let query = visibleMedia(db).select([
    'id',
    'kind',
    'title',
    'image1',
    'keywords',
    'original_name',
    'search_text',
  ]);
  const text = filters.q === undefined ? undefined : textMatch(filters.q);
  if (text) {
    query = query.where(text.contains);
    if (!isPostgres(db) && trigramNarrows(text.needle)) {
      query = query.where(text.inTrigrams('media.id', 'media_search'));
    }
  }
  if (filters.type) {
    query = isMediaType(filters.type)
      ? query.where('kind', '=', filters.type)
      : query.where(sql<boolean>`1 = 0`);
  }
  if (filters.category !== undefined) {
    const category = filters.category;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('media_categories')
          .select('media_categories.media_id')
          .whereRef('media_categories.media_id', '=', 'media.id')
          .where('media_categories.category_id', '=', category),
      ),
    );
  }
  if (filters.year !== undefined) {
    // released_date is an ISO date string on both databases, so a string range is the year.
    const [from, to] = yearRange(filters.year);
    query = query.where('released_date', '>=', from).where('released_date', '<', to);
  }
  if (text) query = query.orderBy(text.prefixFirst);
  return query.orderBy('views', 'desc').orderBy('id', 'asc').limit(SEARCH_LIMIT);
}
