import { createFileRoute } from '@tanstack/react-router';
import {
  newslettersQueryOptions,
  NewsletterListPage,
  NewsletterListSkeleton,
} from '@/features/newsletter';
import { PageLoadError } from '@/features/pages';

export const Route = createFileRoute('/news-letter/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(newslettersQueryOptions()),
  pendingComponent: NewsletterListSkeleton,
  errorComponent: PageLoadError,
  component: NewsletterListPage,
});
