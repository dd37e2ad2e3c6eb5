import { createFileRoute, redirect } from '@tanstack/react-router';
import { forgetSession } from '@/session';

/**
 * docs/product.md §2: logout ends with a full page load of /user/logout; whatever session is left is
 * forgotten and the visitor lands home as a guest.
 */
export const Route = createFileRoute('/user/logout')({
  beforeLoad: async ({ preload }) => {
    if (preload) return;
    await forgetSession();
    throw redirect({ to: '/', replace: true });
  },
});
