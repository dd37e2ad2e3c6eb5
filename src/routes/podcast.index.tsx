import { createFileRoute } from '@tanstack/react-router';
import { podcastsQueryOptions } from '@/features/podcast/api/get-podcasts';
import {
  PodcastListPage,
  PodcastListSkeleton,
} from '@/features/podcast/components/podcast-list-page';
import { PageLoadError } from '@/features/pages/components/page-load-error';

export const Route = createFileRoute('/podcast/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(podcastsQueryOptions()),
  pendingComponent: PodcastListSkeleton,
  errorComponent: PageLoadError,
  component: PodcastListPage,
});
