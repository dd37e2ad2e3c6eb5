import { createFileRoute, redirect } from '@tanstack/react-router';
import { ALL_THEATRE } from '@/features/catalogue';

/** docs/product.md §2: /theatre redirects to /theatre/all/all. */
export const Route = createFileRoute('/theatre/')({
  beforeLoad: () => {
    throw redirect({ to: '/theatre/$cat/$sort', params: ALL_THEATRE, replace: true });
  },
});
