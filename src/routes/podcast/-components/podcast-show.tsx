import { PodcastDetailPage } from '@/features/podcast';
import { playTrack, useCurrentTrackId } from '@/features/podcast-player';

/**
 * A show's page joined to the player: its play buttons fill the player's queue and its list marks
 * the queue's track. The route joins them because the player reads the podcast feature's query
 * (the show's title), so the podcast feature cannot import the player back.
 */
export function PodcastShow({ id }: { id: number }) {
  const currentTrackId = useCurrentTrackId();
  return <PodcastDetailPage id={id} onPlay={playTrack} currentTrackId={currentTrackId} />;
}
