import { Outlet, createFileRoute, useChildMatches } from '@tanstack/react-router';
import { mediaEpisodesQueryOptions, WatchRedirect, WatchSkeleton } from '@/features/watch';
import { storedViewerId } from '@/session';

/** /watch/{media}: the episode is a child route; alone it goes on to the media's epId. */
export const Route = createFileRoute('/watch/$media')({
  loader: ({ context: { queryClient }, params }) => {
    // The episode list beside the player is not worth waiting for.
    void queryClient.prefetchQuery(
      mediaEpisodesQueryOptions(Number(params.media), storedViewerId()),
    );
  },
  pendingComponent: WatchSkeleton,
  component: WatchMediaRoute,
});

function WatchMediaRoute() {
  const { media } = Route.useParams();
  const children = useChildMatches();
  return children.length > 0 ? <Outlet /> : <WatchRedirect mediaId={Number(media)} />;
}
