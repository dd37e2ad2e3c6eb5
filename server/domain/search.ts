import type { Kysely } from 'kysely';
import type { SearchResult } from '../../contract/entities';
import type { Database } from '../db/schema';
import { mediaMayMatch, searchQuery } from './media-search';
import { listedMayMatch, listedSearchQuery } from './listed-search';
import { SEARCH_LIMIT, type SearchFilters } from './search-match';

interface Ranked {
  result: SearchResult;
  /** Its search text starts with `q`. */
  prefix: boolean;
}

/**
 * docs/product.md "Search": catalogue titles, podcasts and newsletters holding `q`, narrowed by
 * the filters, 20 at most. Each source ranks its own rows (media by views, podcasts and
 * newsletters newest first); the answer puts every source's names that start with `q` first
 * (media, then podcasts, then newsletters), then the rest in the same order (decision 026's
 * note), so a podcast searched by its name is not pushed out by titles that merely contain it.
 */
export async function search(
  db: Kysely<Database>,
  filters: SearchFilters,
  now: number,
): Promise<SearchResult[]> {
  const needle = filters.q?.toLowerCase();
  const ranked = (searchText: string) => needle !== undefined && searchText.startsWith(needle);
  const [media, podcasts, newsletters] = await Promise.all([
    mediaMayMatch(filters) ? searchQuery(db, filters).execute() : [],
    listedMayMatch('podcast', filters)
      ? listedSearchQuery(db, 'podcast', filters, now).execute()
      : [],
    listedMayMatch('newsletter', filters)
      ? listedSearchQuery(db, 'newsletter', filters, now).execute()
      : [],
  ]);
  const all: Ranked[] = [
    ...media.map((r) => ({
      prefix: ranked(r.search_text),
      result: {
        id: r.id,
        kind: r.kind,
        title: r.title,
        image: r.image1,
        keywords: r.keywords,
        original_name: r.original_name,
      },
    })),
    ...podcasts.map((r) => ({
      prefix: ranked(r.search_text),
      result: kindOf('podcast', r),
    })),
    ...newsletters.map((r) => ({
      prefix: ranked(r.search_text),
      result: kindOf('newsletter', r),
    })),
  ];
  // A stable sort: within each group every source keeps its own order.
  return all
    .sort((a, b) => Number(b.prefix) - Number(a.prefix))
    .slice(0, SEARCH_LIMIT)
    .map((r) => r.result);
}

function kindOf(
  kind: 'podcast' | 'newsletter',
  r: { id: number; title: string; image: string | null },
): SearchResult {
  return { id: r.id, kind, title: r.title, image: r.image, keywords: null, original_name: null };
}
