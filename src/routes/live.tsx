import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '@/features/catalogue/api/prefetch-home';
import { HomeSkeleton } from '@/features/catalogue/components/home-skeleton';
import { LivePage } from '@/features/catalogue/components/live-page';

/** SPEC.md §2: /live is home, scrolled smoothly to the live section after 500 ms. */
export const Route = createFileRoute('/live')({
  loader: ({ context: { queryClient } }) => loadHome(queryClient),
  pendingComponent: HomeSkeleton,
  component: LivePage,
});
