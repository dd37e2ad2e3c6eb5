import { createFileRoute } from '@tanstack/react-router';
import { latestEpisodesInfiniteOptions } from '@/features/catalogue/api/get-latest-episodes';
import { ListingSkeleton } from '@/features/catalogue/components/listing-skeleton';
import { NewEpisodes } from '@/features/catalogue/components/new-episodes';

export const Route = createFileRoute('/episode/new')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchInfiniteQuery(latestEpisodesInfiniteOptions());
  },
  pendingComponent: ListingSkeleton,
  component: NewEpisodes,
});
