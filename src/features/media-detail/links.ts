import type { MediaCard, MediaDetail } from '@contract/entities';

/** Where the play button goes: series play an episode, everything else the theatre player. */
export function playHref(detail: Pick<MediaDetail, 'id' | 'kind' | 'epId'>): string | null {
  if (detail.kind !== 'series') return `/theatre/watch/${detail.id}`;
  return detail.epId === null ? null : `/watch/${detail.id}/${detail.epId}`;
}

export function episodeHref(mediaId: number, episodeId: number): string {
  return `/watch/${mediaId}/${episodeId}`;
}

/** docs/product.md §2: the overlay's category tags list the category's series. */
export function categoryHref(categoryId: number): string {
  return `/series/${categoryId}/all/all/all`;
}

/** A media's own page: series detail for series, theatre detail for the rest. */
export function detailHref(media: Pick<MediaCard, 'id' | 'kind'>): string {
  return media.kind === 'series' ? `/series/detail/${media.id}` : `/theatre/detail/${media.id}`;
}

/** docs/product.md §2 blocks playing a blacklisted title unless it has a mirror. */
export function isPlayable(detail: Pick<MediaDetail, 'is_blacklist' | 'is_mirror'>): boolean {
  return !detail.is_blacklist || detail.is_mirror;
}
