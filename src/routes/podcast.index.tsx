import { createFileRoute } from '@tanstack/react-router';
import { podcastsQueryOptions, PodcastListPage, PodcastListSkeleton } from '@/features/podcast';
import { PageLoadError } from '@/features/pages';

export const Route = createFileRoute('/podcast/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(podcastsQueryOptions()),
  pendingComponent: PodcastListSkeleton,
  errorComponent: PageLoadError,
  component: PodcastListPage,
});
