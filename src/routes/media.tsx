import { createFileRoute } from '@tanstack/react-router';
import {
  movieListInfiniteOptions,
  seriesListInfiniteOptions,
  ListingSkeleton,
  MediaListing,
} from '@/features/catalogue';
import { ALL_SERIES, MEDIA_TYPES, type MediaType } from '@/features/catalogue';

export interface MediaSearch {
  type: MediaType;
}

/** `/media`: all content, one kind per tab; an unknown `type` reads as series. */
export const Route = createFileRoute('/media')({
  validateSearch: (search: Record<string, unknown>): MediaSearch => ({
    type: MEDIA_TYPES.find((t) => t === search.type) ?? 'series',
  }),
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context: { queryClient }, deps: { type } }) => {
    void (type === 'series'
      ? queryClient.prefetchInfiniteQuery(seriesListInfiniteOptions(ALL_SERIES))
      : queryClient.prefetchInfiniteQuery(
          movieListInfiniteOptions({ cat: 'all', sort: 'all', type }),
        ));
  },
  pendingComponent: ListingSkeleton,
  component: MediaRoute,
});

function MediaRoute() {
  const { type } = Route.useSearch();
  return <MediaListing type={type} />;
}
