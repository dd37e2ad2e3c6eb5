import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import {
  mediaDetailQueryOptions,
  DetailRouteError,
  DetailSkeleton,
  SeriesDetailPage,
} from '@/features/media-detail';

export const Route = createFileRoute('/series/detail/$id')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(mediaDetailQueryOptions(Number(params.id))),
  pendingComponent: () => <DetailSkeleton variant="page" />,
  errorComponent: (props) =>
    isChunkLoadError(props.error) ? <ChunkError /> : <DetailRouteError {...props} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <SeriesDetailPage id={Number(id)} />;
}
