import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAuthState, openLoginDialog } from '@/session';
import { returnPath } from '@/lib/return-path';

/**
 * docs/product.md §2: linked for guests from the theatre watch page; opens the login dialog
 * (step 1) over the page they came from (`next`), or the home page.
 */
export const Route = createFileRoute('/login/qr')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: returnPath(search.next),
  }),
  beforeLoad: ({ preload, search }) => {
    // Hovering a link preloads the route: only a real visit may open the dialog.
    if (!preload && getAuthState().status !== 'user') openLoginDialog('login');
    throw redirect({ href: search.next ?? '/', replace: true });
  },
});
