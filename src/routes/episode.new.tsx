import { createFileRoute } from '@tanstack/react-router';
import { latestEpisodesInfiniteOptions, ListingSkeleton, NewEpisodes } from '@/features/catalogue';

export const Route = createFileRoute('/episode/new')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchInfiniteQuery(latestEpisodesInfiniteOptions());
  },
  pendingComponent: ListingSkeleton,
  component: NewEpisodes,
});
