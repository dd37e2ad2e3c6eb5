import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '@/features/catalogue/api/prefetch-home';
import { HomePage } from '@/features/catalogue/components/home-page';
import { HomeSkeleton } from '@/features/catalogue/components/home-skeleton';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => loadHome(queryClient),
  pendingComponent: HomeSkeleton,
  component: HomePage,
});
