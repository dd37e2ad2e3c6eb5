import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SearchResult } from '../../contract/entities';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

const SEARCH_LIMIT = 20;

/** A trigram index can narrow a search only when the text holds at least one trigram. */
const TRIGRAM = 3;

/** `%`, `_` and the escape itself are literal in a search, not wildcards. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The text as one FTS5 phrase: inside double quotes only a double quote needs doubling. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Whether SQLite's FTS5 trigram table (migrations/search-trigrams.ts) can narrow this search:
 * three characters or more, none a control character (a NUL would end the FTS5 query early).
 */
function trigramNarrows(needle: string): boolean {
  // eslint-disable-next-line no-control-regex
  return [...needle].length >= TRIGRAM && !/[\u0000-\u001f]/.test(needle);
}

/** What a search asks for: the contract's parsed query (text, and the optional filters). */
export interface SearchFilters {
  /** Already trimmed, 1 to 100 characters; absent when the filters alone browse. */
  q?: string;
  type?: 'series' | 'movie' | 'theatre';
  category?: number;
  year?: number;
}

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
  let query = db
    .selectFrom('media')
    .select(['id', 'kind', 'title', 'image1', 'keywords', 'original_name']);
  // search_text is lowercased in JS when written (SQLite's lower() only folds ASCII).
  const needle = filters.q?.toLowerCase();
  const escaped = needle === undefined ? undefined : likeEscaped(needle);
  if (needle !== undefined) {
    query = query.where(sql<boolean>`search_text like ${`%${escaped}%`} escape '\\'`);
    if (!isPostgres(db) && trigramNarrows(needle)) {
      query = query.where(
        sql<boolean>`media.id in (select rowid from media_search where media_search match ${ftsPhrase(needle)})`,
      );
    }
  }
  if (filters.type) query = query.where('kind', '=', filters.type);
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
    query = query
      .where('released_date', '>=', `${filters.year}-01-01`)
      .where('released_date', '<', `${filters.year + 1}-01-01`);
  }
  if (escaped !== undefined) {
    query = query.orderBy(
      sql`case when search_text like ${`${escaped}%`} escape '\\' then 0 else 1 end`,
    );
  }
  return query.orderBy('views', 'desc').orderBy('id', 'asc').limit(SEARCH_LIMIT);
}

/** docs/product.md §3 search results for `q`, narrowed by the filters. */
export async function searchMedia(
  db: Kysely<Database>,
  filters: SearchFilters,
): Promise<SearchResult[]> {
  const rows = await searchQuery(db, filters).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    image: r.image1,
    keywords: r.keywords,
    original_name: r.original_name,
  }));
}
