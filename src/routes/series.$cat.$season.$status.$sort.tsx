import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  seriesListInfiniteOptions,
  ListingSkeleton,
  SeriesListing,
  normalisedPathname,
  parseSeriesParams,
  seriesPath,
  stringifySeriesParams,
} from '@/features/catalogue';

export interface SeriesSearch {
  title?: string;
}

/** The series listing; listing-params.ts documents how each link shape maps to the filters. */
export const Route = createFileRoute('/series/$cat/$season/$status/$sort')({
  params: { parse: parseSeriesParams, stringify: stringifySeriesParams },
  validateSearch: (search: Record<string, unknown>): SeriesSearch =>
    typeof search.title === 'string' && search.title.trim() ? { title: search.title } : {},
  beforeLoad: ({ params, location }) => {
    // Other link shapes and junk were read into filters; show them under their canonical URL.
    if (normalisedPathname(location.pathname) !== seriesPath(params)) {
      throw redirect({
        to: '/series/$cat/$season/$status/$sort',
        params,
        search: location.search,
        replace: true,
      });
    }
  },
  // Started, not awaited: the page frame and filters paint at once, the grid has a skeleton.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchInfiniteQuery(seriesListInfiniteOptions(params));
  },
  pendingComponent: ListingSkeleton,
  component: SeriesRoute,
});

function SeriesRoute() {
  const filters = Route.useParams();
  const { title } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SeriesListing
      filters={filters}
      title={title}
      // A changed filter names its own heading, so the title query is dropped.
      onFiltersChange={(next) => void navigate({ params: next, search: {} })}
    />
  );
}
