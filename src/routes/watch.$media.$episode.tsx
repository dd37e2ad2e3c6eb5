import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import { RouteError } from '@/app/errors/route-error';
import {
  episodeQueryOptions,
  EpisodeWatchPage,
  sharedStart,
  WatchSkeleton,
} from '@/features/watch';
import { storedViewerId } from '@/session';

export interface EpisodeSearch {
  /** Chosen on a series' play button: go on from the saved position, or from the start. */
  start?: 'resume' | 'over';
}

export const Route = createFileRoute('/watch/$media/$episode')({
  validateSearch: (search: Record<string, unknown>): EpisodeSearch =>
    search.start === 'resume' || search.start === 'over' ? { start: search.start } : {},
  loader: async ({ context: { queryClient }, params }) => {
    // A refusal or a missing episode is the page's to explain, not a route error.
    await queryClient
      .ensureQueryData(episodeQueryOptions(Number(params.episode), storedViewerId()))
      .catch(() => undefined);
  },
  pendingComponent: WatchSkeleton,
  errorComponent: (props) =>
    isChunkLoadError(props.error) ? <ChunkError /> : <RouteError {...props} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { media, episode } = Route.useParams();
  // `start` is this route's (the play button's choice); `t` a shared link's moment (root search).
  const { start, t } = Route.useSearch();
  return (
    <EpisodeWatchPage
      mediaId={Number(media)}
      episodeId={Number(episode)}
      startAt={sharedStart(t)}
      start={start}
    />
  );
}
