import { createFileRoute } from '@tanstack/react-router';
import { newslettersQueryOptions } from '@/features/newsletter/api/get-newsletters';
import { NewsletterListPage } from '@/features/newsletter/components/newsletter-list-page';
import { NewsletterListSkeleton } from '@/features/newsletter/components/newsletter-list-skeleton';
import { PageLoadError } from '@/features/pages/components/page-load-error';

export const Route = createFileRoute('/news-letter/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(newslettersQueryOptions()),
  pendingComponent: NewsletterListSkeleton,
  errorComponent: PageLoadError,
  component: NewsletterListPage,
});
