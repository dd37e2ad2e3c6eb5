import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import {
  mediaDetailQueryOptions,
  movieQueryOptions,
  DetailRouteError,
  DetailSkeleton,
  TheatreDetailPage,
} from '@/features/media-detail';

export const Route = createFileRoute('/theatre/detail/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = Number(params.id);
    const detail = await queryClient.ensureQueryData(mediaDetailQueryOptions(id));
    // The price is extra: the page shows without it if this call fails.
    if (detail.kind !== 'series') await queryClient.prefetchQuery(movieQueryOptions(id));
  },
  pendingComponent: () => <DetailSkeleton variant="page" />,
  errorComponent: (props) =>
    isChunkLoadError(props.error) ? <ChunkError /> : <DetailRouteError {...props} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <TheatreDetailPage id={Number(id)} />;
}
