import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import { RouteError } from '@/app/errors/route-error';
import { movieQueryOptions } from '@/features/media-detail';
import { MovieWatchPage, sharedStart, WatchSkeleton } from '@/features/watch';

/** docs/product.md §2 theatre watch page: spinner, player or not-found, or the warning and next steps. */
export const Route = createFileRoute('/theatre/watch/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(movieQueryOptions(Number(params.id))).catch(() => undefined);
  },
  pendingComponent: WatchSkeleton,
  errorComponent: (props) =>
    isChunkLoadError(props.error) ? <ChunkError /> : <RouteError {...props} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  const startAt = useSearch({ from: '__root__', select: (s) => sharedStart(s.t) });
  return <MovieWatchPage id={Number(id)} startAt={startAt} />;
}
