import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  movieListInfiniteOptions,
  ListingSkeleton,
  TheatreListing,
  normalisedPathname,
  parseTheatreParams,
  stringifyTheatreParams,
  theatrePath,
} from '@/features/catalogue';

/** `/theatre/{cat}/{sort}`; junk segments read as 'all' and redirect to the canonical URL. */
export const Route = createFileRoute('/theatre/$cat/$sort')({
  params: { parse: parseTheatreParams, stringify: stringifyTheatreParams },
  beforeLoad: ({ params, location }) => {
    if (normalisedPathname(location.pathname) !== theatrePath(params)) {
      throw redirect({
        to: '/theatre/$cat/$sort',
        params,
        search: location.search,
        replace: true,
      });
    }
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchInfiniteQuery(movieListInfiniteOptions({ ...params, type: 'all' }));
  },
  pendingComponent: ListingSkeleton,
  component: TheatreRoute,
});

function TheatreRoute() {
  const filters = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <TheatreListing filters={filters} onFiltersChange={(next) => void navigate({ params: next })} />
  );
}
