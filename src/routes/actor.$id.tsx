import { createFileRoute } from '@tanstack/react-router';
import { ChunkError } from '@/app/errors/chunk-error';
import { isChunkLoadError } from '@/app/errors/is-chunk-error';
import {
  actorQueryOptions,
  ActorPage,
  ActorSkeleton,
  DetailRouteError,
} from '@/features/media-detail';

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
