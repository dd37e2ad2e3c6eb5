import type { Kysely } from 'kysely';
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
 * Newsletter issues whose name holds `q`, matched like media (search-match.ts): names that start
 * with it first, then the newest. An issue has no category, so a category finds none; its year
 * is the year it was published.
 */
export function newsletterSearchQuery(db: Kysely<Database>, filters: SearchFilters) {
  let query = db.selectFrom('newsletters').select(['id', 'title', 'image', 'search_text']);
  const text = filters.q === undefined ? undefined : textMatch(filters.q);
  if (text) {
    query = query.where(text.contains);
    if (!isPostgres(db) && trigramNarrows(text.needle)) {
      query = query.where(text.inTrigrams('newsletters.id', 'newsletter_search'));
    }
  }
  if (filters.year !== undefined) {
    const [from, to] = yearRange(filters.year);
    query = query.where('published_at', '>=', from).where('published_at', '<', to);
  }
  if (text) query = query.orderBy(text.prefixFirst);
  return query.orderBy('published_at', 'desc').orderBy('id', 'asc').limit(SEARCH_LIMIT);
}

/** Whether the filters can let a newsletter through. */
export const newsletterMayMatch = (f: SearchFilters) =>
  (f.type === undefined || f.type === 'newsletter') && f.category === undefined;
