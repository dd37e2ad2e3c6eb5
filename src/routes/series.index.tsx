import { createFileRoute, redirect } from '@tanstack/react-router';
import { ALL_SERIES, catalogueTexts } from '@/features/catalogue';

/** docs/product.md §2: /series redirects to /series/all/all/all/all with a title meaning all categories. */
export const Route = createFileRoute('/series/')({
  beforeLoad: () => {
    throw redirect({
      to: '/series/$cat/$season/$status/$sort',
      params: ALL_SERIES,
      search: { title: catalogueTexts.listing.allCategories },
      replace: true,
    });
  },
});
