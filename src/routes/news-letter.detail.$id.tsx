import { createFileRoute, notFound } from '@tanstack/react-router';
import { orNotFound, parseId } from '@/lib/not-found';
import {
  newsletterQueryOptions,
  NewsletterDetailPage,
  NewsletterDetailSkeleton,
  newsletterTexts,
} from '@/features/newsletter';
import { PageLoadError, PageNotFound } from '@/features/pages';

export const Route = createFileRoute('/news-letter/detail/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    return orNotFound(queryClient.ensureQueryData(newsletterQueryOptions(id)));
  },
  pendingComponent: NewsletterDetailSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: () => (
    <PageNotFound title={newsletterTexts.notFoundTitle} text={newsletterTexts.notFoundText} />
  ),
  component: NewsletterDetailRoute,
});

function NewsletterDetailRoute() {
  const { id } = Route.useParams();
  return <NewsletterDetailPage id={Number(id)} />;
}
