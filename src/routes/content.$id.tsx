import { createFileRoute, notFound } from '@tanstack/react-router';
import { orNotFound, parseId } from '@/lib/not-found';
import { contentPageQueryOptions } from '@/features/pages/api/get-content-page';
import { ContentPage } from '@/features/pages/components/content-page';
import { PageLoadError } from '@/features/pages/components/page-load-error';
import { PageNotFound } from '@/features/pages/components/page-not-found';
import { PagesSkeleton } from '@/features/pages/components/pages-skeleton';

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
