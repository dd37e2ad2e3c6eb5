import type { LatestEpisode, MediaCard as MediaCardData } from '@contract/entities';
import { MediaCardMark } from '@/features/downloads';
import type { GridItemProps } from '@/ui/infinite-grid';
import { MediaCard } from '@/ui/media-card';
import { EpisodeCard } from './episode-card';

/** Stable component identities for InfiniteGrid, so its memoised pages are not re-rendered. */
export function MediaGridItem({ item, eager }: GridItemProps<MediaCardData>) {
  return <MediaCard media={item} mark={MediaCardMark} eager={eager} />;
}

export function EpisodeGridItem({ item, eager }: GridItemProps<LatestEpisode>) {
  return <EpisodeCard episode={item} eager={eager} />;
}

export const byId = (item: { id: number }) => item.id;
