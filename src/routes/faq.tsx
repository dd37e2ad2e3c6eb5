import { createFileRoute } from '@tanstack/react-router';
import { faqQueryOptions } from '@/features/pages/api/get-faq';
import { FaqPage } from '@/features/pages/components/faq-page';
import { PageLoadError } from '@/features/pages/components/page-load-error';
import { PagesSkeleton } from '@/features/pages/components/pages-skeleton';

export const Route = createFileRoute('/faq')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(faqQueryOptions()),
  pendingComponent: () => <PagesSkeleton variant="faq" />,
  errorComponent: PageLoadError,
  component: FaqPage,
});
