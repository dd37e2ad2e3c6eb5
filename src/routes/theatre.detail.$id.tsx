import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import { mediaDetailQueryOptions } from '@/features/media-detail/api/get-media-detail';
import { movieQueryOptions } from '@/features/media-detail/api/get-movie';
import { DetailRouteError } from '@/features/media-detail/components/detail-route-error';
import { DetailSkeleton } from '@/features/media-detail/components/detail-skeleton';
import { TheatreDetailPage } from '@/features/media-detail/components/theatre-detail-page';

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
