import { createFileRoute } from '@tanstack/react-router';
import { bigSlidesQueryOptions } from '@/features/catalogue/api/get-big-slides';
import { homeCategoriesQueryOptions } from '@/features/catalogue/api/get-home-categories';
import { HomePage } from '@/features/catalogue/components/home-page';
import { HomeSkeleton } from '@/features/catalogue/components/home-skeleton';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(bigSlidesQueryOptions()),
      queryClient.ensureQueryData(homeCategoriesQueryOptions()),
    ]),
  pendingComponent: HomeSkeleton,
  component: HomePage,
});
