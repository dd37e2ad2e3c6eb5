import { createFileRoute } from '@tanstack/react-router';
import {
  CONTENT_PAGE,
  contentPageQueryOptions,
  PageLoadError,
  PolicyPage,
  PolicySkeleton,
} from '@/features/pages';

/** Rendered in the bare layout (__root.tsx switches on this exact path). */
export const Route = createFileRoute('/policy')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(contentPageQueryOptions(CONTENT_PAGE.privacy)),
  pendingComponent: PolicySkeleton,
  errorComponent: PageLoadError,
  component: PolicyPage,
});
