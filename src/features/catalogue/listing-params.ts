import type { AnimeStatusFilter, ListSort } from '@contract/endpoints';

/** A category or season id, or 'all' for no filter. */
export type IdOrAll = number | 'all';

export interface SeriesFilters {
  cat: IdOrAll;
  season: IdOrAll;
  status: AnimeStatusFilter;
  sort: ListSort;
}

export interface TheatreFilters {
  cat: IdOrAll;
  sort: ListSort;
}

/** Mirrors contract/endpoints/content.ts (types only may cross into src, so the values live here). */
export const LIST_SORTS: readonly ListSort[] = [
  'all',
  'new',
  'old',
  'a-z',
  'z-a',
  'rating',
  'popular',
];
export const ANIME_STATUSES: readonly AnimeStatusFilter[] = ['all', 'airing', 'completed'];

/** `/media?type=`: all content, one kind per tab. */
export const MEDIA_TYPES = ['series', 'movie', 'theatre'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const ALL_SERIES: SeriesFilters = { cat: 'all', season: 'all', status: 'all', sort: 'all' };
export const ALL_THEATRE: TheatreFilters = { cat: 'all', sort: 'all' };

const isSort = (v: string): v is ListSort => (LIST_SORTS as readonly string[]).includes(v);
const isStatus = (v: string): v is AnimeStatusFilter =>
  (ANIME_STATUSES as readonly string[]).includes(v);

/** Junk (a word, 0, -1, 1.5) falls back to 'all' instead of failing the page. */
export function parseIdOrAll(raw: string | undefined): IdOrAll {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return 'all';
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : 'all';
}

export function parseSort(raw: string | undefined): ListSort {
  return raw !== undefined && isSort(raw) ? raw : 'all';
}

/** An `{order}` segment flips a directional sort; other sorts have one direction only. */
function applyOrder(sort: ListSort, order: string | undefined): ListSort {
  if (order === 'asc') return sort === 'new' ? 'old' : sort === 'z-a' ? 'a-z' : sort;
  if (order === 'desc') return sort === 'old' ? 'new' : sort === 'a-z' ? 'z-a' : sort;
  return sort;
}

/**
 * `/series/$cat/$season/$status/$sort`, and every other link shape docs/product.md §2 lists, read into one
 * set of filters:
 * - `/series/{cat}/{season}/{status}/{sort}`: the canonical shape.
 * - `/series/{id}/all/all/z-a` (header), `/series/all/all/all/z-a` (all content) and
 *   `/series/{id}/all/all/all` (overlay category tags) are that same shape with defaults.
 * - `/series/{categoryId}/{season}/{sort}/{order}`: recognised when the third segment is a sort
 *   rather than a status; the fourth is then an order: `asc`/`desc` turn new↔old and a-z↔z-a,
 *   a sort value replaces the sort, anything else keeps it.
 * Anything unrecognised in a segment reads as 'all'. The route then redirects (replace) to the
 * canonical URL of what it read, so the address always matches the filter controls.
 */
export function parseSeriesParams(raw: Record<string, string | undefined>): SeriesFilters {
  const cat = parseIdOrAll(raw.cat);
  const season = parseIdOrAll(raw.season);
  const third = raw.status ?? 'all';
  const fourth = raw.sort;
  if (isStatus(third)) return { cat, season, status: third, sort: parseSort(fourth) };
  if (isSort(third)) {
    const sort = fourth !== undefined && isSort(fourth) ? fourth : applyOrder(third, fourth);
    return { cat, season, status: 'all', sort };
  }
  return { cat, season, status: 'all', sort: parseSort(fourth) };
}

export function stringifySeriesParams(f: SeriesFilters) {
  return { cat: String(f.cat), season: String(f.season), status: f.status, sort: f.sort };
}

export function seriesPath(f: SeriesFilters): string {
  return `/series/${f.cat}/${f.season}/${f.status}/${f.sort}`;
}

/** `/theatre/$cat/$sort`: junk reads as 'all', then the route redirects to the canonical URL. */
export function parseTheatreParams(raw: Record<string, string | undefined>): TheatreFilters {
  return { cat: parseIdOrAll(raw.cat), sort: parseSort(raw.sort) };
}

export function stringifyTheatreParams(f: TheatreFilters) {
  return { cat: String(f.cat), sort: f.sort };
}

export function theatrePath(f: TheatreFilters): string {
  return `/theatre/${f.cat}/${f.sort}`;
}

/** The path as the browser sent it, decoded and without a trailing slash, for comparison. */
export function normalisedPathname(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is junk like any other; comparing it raw still forces the redirect.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}
