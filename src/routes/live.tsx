import { createFileRoute } from '@tanstack/react-router';
import { loadHome, HomeSkeleton, LivePage } from '@/features/catalogue';

/** docs/product.md §2: /live is home, scrolled smoothly to the live section after 500 ms. */
export const Route = createFileRoute('/live')({
  loader: ({ context: { queryClient } }) => loadHome(queryClient),
  pendingComponent: HomeSkeleton,
  component: LivePage,
});
