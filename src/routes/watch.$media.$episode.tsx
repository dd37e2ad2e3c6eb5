import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import { RouteError } from '@/app/errors/route-error';
import {
  episodeQueryOptions,
  EpisodeWatchPage,
  sharedStart,
  WatchSkeleton,
} from '@/features/watch';
import { storedViewerId } from '@/app/session';

export const Route = createFileRoute('/watch/$media/$episode')({
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
  const startAt = useSearch({ from: '__root__', select: (s) => sharedStart(s.t) });
  return <EpisodeWatchPage mediaId={Number(media)} episodeId={Number(episode)} startAt={startAt} />;
}
