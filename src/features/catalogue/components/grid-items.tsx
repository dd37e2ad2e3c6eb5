import type { LatestEpisode, MediaCard as MediaCardData } from '@contract/entities';
import type { GridItemProps } from '@/ui/infinite-grid';
import { EpisodeCard } from './episode-card';
import { MediaCard } from './media-card';

/** Stable component identities for InfiniteGrid, so its memoised pages are not re-rendered. */
export function MediaGridItem({ item, eager }: GridItemProps<MediaCardData>) {
  return <MediaCard media={item} eager={eager} />;
}

export function EpisodeGridItem({ item, eager }: GridItemProps<LatestEpisode>) {
  return <EpisodeCard episode={item} eager={eager} />;
}

export const byId = (item: { id: number }) => item.id;
