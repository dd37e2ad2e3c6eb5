import type { SearchType } from '@contract/endpoints';

/** `/search?q&type&category&year`: what the page asks for, kept in the URL. */
export interface SearchParams {
  q?: string;
  type?: SearchType;
  category?: number;
  year?: number;
}

export type SearchFilters = Omit<SearchParams, 'q'>;

/** Mirrors contract/endpoints/search.ts (types only may cross into src, so the values live here). */
export const SEARCH_TYPES: readonly SearchType[] = [
  'series',
  'movie',
  'theatre',
  'podcast',
  'newsletter',
];

/** Podcasts and newsletters have no category: with these types the category filter is moot. */
export const typeHasCategories = (type: SearchType | undefined) =>
  type !== 'podcast' && type !== 'newsletter';
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;
/** The year select reaches back this far; an older year in a shared link still works. */
const YEAR_OPTIONS_FROM = 1960;

const isType = (v: unknown): v is SearchType =>
  typeof v === 'string' && (SEARCH_TYPES as readonly string[]).includes(v);

/** A positive whole number within [min, max] from a URL value (TanStack parses `1` to 1). */
function wholeIn(raw: unknown, min: number, max: number): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The route's validateSearch: junk in a typed or shared URL (a word for the year, an unknown
 * type) is dropped rather than failing the page, so the server is only asked what it accepts.
 */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const params: SearchParams = {};
  if (q) params.q = q;
  if (isType(search.type)) params.type = search.type;
  const category = wholeIn(search.category, 1, 2_147_483_647);
  if (category !== undefined) params.category = category;
  const year = wholeIn(search.year, YEAR_MIN, YEAR_MAX);
  if (year !== undefined) params.year = year;
  return params;
}

export const hasFilters = (f: SearchFilters) =>
  f.type !== undefined || f.category !== undefined || f.year !== undefined;

/** Newest first, from this year back to YEAR_OPTIONS_FROM. */
export function yearOptions(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= YEAR_OPTIONS_FROM; y -= 1) years.push(y);
  return years;
}
