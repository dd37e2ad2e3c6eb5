import type { Episode } from '@contract/entities';
import { useEpisodeLike, useKeptEpisodeLike } from '../api/set-episode-like';
import { EpisodeReactions } from './episode-reactions';

/** The like pair of the episode on screen, read from and written to its episode query. */
export function EpisodeLikePair({
  episode,
}: {
  episode: Pick<Episode, 'id' | 'liked' | 'likeCount' | 'dislikeCount'>;
}) {
  const { press, pending } = useEpisodeLike(episode.id);
  const likes = useKeptEpisodeLike(episode.id, {
    liked: episode.liked,
    likeCount: episode.likeCount,
    dislikeCount: episode.dislikeCount,
  });
  return (
    <EpisodeReactions
      likes={likes}
      pending={pending}
      onPress={(pressed) => press(likes, pressed)}
    />
  );
}
