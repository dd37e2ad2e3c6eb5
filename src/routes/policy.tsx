import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_PAGE, contentPageQueryOptions } from '@/features/pages/api/get-content-page';
import { PageLoadError } from '@/features/pages/components/page-load-error';
import { PolicyPage, PolicySkeleton } from '@/features/pages/components/policy-page';

/** Rendered in the bare layout (__root.tsx switches on this exact path). */
export const Route = createFileRoute('/policy')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(contentPageQueryOptions(CONTENT_PAGE.privacy)),
  pendingComponent: PolicySkeleton,
  errorComponent: PageLoadError,
  component: PolicyPage,
});
