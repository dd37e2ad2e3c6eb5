import { createFileRoute, notFound } from '@tanstack/react-router';
import { orNotFound, parseId } from '@/lib/not-found';
import {
  contentPageQueryOptions,
  ContentPage,
  PageLoadError,
  PageNotFound,
  PagesSkeleton,
} from '@/features/pages';

export const Route = createFileRoute('/content/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    return orNotFound(queryClient.ensureQueryData(contentPageQueryOptions(id)));
  },
  pendingComponent: () => <PagesSkeleton />,
  errorComponent: PageLoadError,
  notFoundComponent: () => <PageNotFound />,
  component: ContentRoute,
});

function ContentRoute() {
  const { id } = Route.useParams();
  return <ContentPage id={Number(id)} />;
}
