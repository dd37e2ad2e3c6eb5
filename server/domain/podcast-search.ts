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
 * Podcasts whose name or creator holds `q`, matched like media (search-match.ts): names that
 * start with it first, then the newest. A podcast has no category, so a category finds none;
 * its year is the year it started (created_at).
 */
export function podcastSearchQuery(db: Kysely<Database>, filters: SearchFilters) {
  let query = db.selectFrom('podcasts').select(['id', 'title', 'image', 'search_text']);
  const text = filters.q === undefined ? undefined : textMatch(filters.q);
  if (text) {
    query = query.where(text.contains);
    if (!isPostgres(db) && trigramNarrows(text.needle)) {
      query = query.where(text.inTrigrams('podcasts.id', 'podcast_search'));
    }
  }
  if (filters.year !== undefined) {
    const [from, to] = yearRange(filters.year);
    query = query.where('created_at', '>=', from).where('created_at', '<', to);
  }
  if (text) query = query.orderBy(text.prefixFirst);
  return query.orderBy('created_at', 'desc').orderBy('id', 'asc').limit(SEARCH_LIMIT);
}

/** Whether the filters can let a podcast through. */
export const podcastMayMatch = (f: SearchFilters) =>
  (f.type === undefined || f.type === 'podcast') && f.category === undefined;
