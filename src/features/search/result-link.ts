import type { SearchResult } from '@contract/entities';

/** The page a search result opens: a catalogue title's, a podcast's or a newsletter's. */
export function resultLink(result: Pick<SearchResult, 'id' | 'kind'>) {
  const params = { id: String(result.id) };
  if (result.kind === 'podcast') return { to: '/podcast/detail/$id', params } as const;
  if (result.kind === 'newsletter') return { to: '/news-letter/detail/$id', params } as const;
  return { to: '/theatre/detail/$id', params } as const;
}

/** Ids are per table, so a result is known by its kind and id together (list keys, options). */
export const resultKey = (result: Pick<SearchResult, 'id' | 'kind'>) =>
  `${result.kind}:${result.id}`;
