import { createFileRoute } from '@tanstack/react-router';
import { loadHome, HomePage, HomeSkeleton } from '@/features/catalogue';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => loadHome(queryClient),
  pendingComponent: HomeSkeleton,
  component: HomePage,
});
