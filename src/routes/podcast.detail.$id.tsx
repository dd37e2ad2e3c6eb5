import { createFileRoute, notFound } from '@tanstack/react-router';
import { orNotFound, parseId } from '@/lib/not-found';
import { podcastQueryOptions, PodcastDetailSkeleton, podcastTexts } from '@/features/podcast';
import { PageLoadError, PageNotFound } from '@/features/pages';
import { PodcastShow } from './podcast/-components/podcast-show';

export const Route = createFileRoute('/podcast/detail/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    return orNotFound(queryClient.ensureQueryData(podcastQueryOptions(id)));
  },
  pendingComponent: PodcastDetailSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: () => (
    <PageNotFound title={podcastTexts.notFoundTitle} text={podcastTexts.notFoundText} />
  ),
  component: PodcastDetailRoute,
});

function PodcastDetailRoute() {
  const { id } = Route.useParams();
  return <PodcastShow id={Number(id)} />;
}
