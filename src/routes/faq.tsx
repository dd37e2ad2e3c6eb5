import { createFileRoute } from '@tanstack/react-router';
import { faqQueryOptions, FaqPage, PageLoadError, PagesSkeleton } from '@/features/pages';

export const Route = createFileRoute('/faq')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(faqQueryOptions()),
  pendingComponent: () => <PagesSkeleton variant="faq" />,
  errorComponent: PageLoadError,
  component: FaqPage,
});
