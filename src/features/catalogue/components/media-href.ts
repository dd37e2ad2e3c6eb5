import type { MediaCard } from '@contract/entities';

/** SPEC.md §2: series open their detail page; movies and theatre titles open the theatre detail. */
export function mediaHref(media: Pick<MediaCard, 'id' | 'kind'>): string {
  return media.kind === 'series' ? `/series/detail/${media.id}` : `/theatre/detail/${media.id}`;
}
