import { sql } from 'kysely';

/*
 * How search matches text, shared by its three sources (media, podcasts, newsletters): each
 * table keeps a JS-lowercased `search_text`, a LIKE decides what matches, and a trigram index
 * (decision 023; SQLite's FTS5 table named per source) only narrows which rows the LIKE reads.
 */

/** What a search asks for: the contract's parsed query (text, and the optional filters). */
export interface SearchFilters {
  /** Already trimmed, 1 to 100 characters; absent when the filters alone browse. */
  q?: string;
  type?: 'series' | 'movie' | 'theatre' | 'podcast' | 'newsletter';
  category?: number;
  year?: number;
}

/** One answer holds this many results, whatever their sources. */
export const SEARCH_LIMIT = 20;

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
 * Whether SQLite's FTS5 trigram table can narrow this search: three characters or more, none a
 * control character (a NUL would end the FTS5 query early).
 */
export function trigramNarrows(needle: string): boolean {
  // eslint-disable-next-line no-control-regex
  return [...needle].length >= TRIGRAM && !/[\u0000-\u001f]/.test(needle);
}

/** The pieces of SQL one source's query needs for the text `q`. */
export function textMatch(q: string) {
  // search_text is lowercased in JS when written (SQLite's lower() only folds ASCII).
  const needle = q.toLowerCase();
  const escaped = likeEscaped(needle);
  return {
    needle,
    /** search_text holds the text. */
    contains: sql<boolean>`search_text like ${`%${escaped}%`} escape '\\'`,
    /** 0 when search_text starts with the text, else 1: the first ordering of every source. */
    prefixFirst: sql`case when search_text like ${`${escaped}%`} escape '\\' then 0 else 1 end`,
    /** `<id> in (rows of the FTS5 table matching the text)`, for SQLite when it can narrow. */
    inTrigrams: (idColumn: string, ftsTable: string) =>
      sql<boolean>`${sql.ref(idColumn)} in (select rowid from ${sql.table(ftsTable)} where ${sql.table(ftsTable)} match ${ftsPhrase(needle)})`,
  };
}

/** An ISO date or timestamp string column falls in `year` (a string range on both databases). */
export const yearRange = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;
