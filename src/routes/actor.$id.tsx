import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import { actorQueryOptions } from '@/features/media-detail/api/get-actor';
import { ActorPage } from '@/features/media-detail/components/actor-page';
import { ActorSkeleton } from '@/features/media-detail/components/actor-skeleton';
import { DetailRouteError } from '@/features/media-detail/components/detail-route-error';

export const Route = createFileRoute('/actor/$id')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(actorQueryOptions(Number(params.id))),
  pendingComponent: ActorSkeleton,
  errorComponent: (props) =>
    isChunkLoadError(props.error) ? <ChunkError /> : <DetailRouteError {...props} />,
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <ActorPage id={Number(id)} />;
}
