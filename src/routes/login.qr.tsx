import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAuthState, openLoginDialog } from '@/app/session';

/** docs/product.md §2: linked for guests from the theatre watch page; opens the login dialog (step 1). */
export const Route = createFileRoute('/login/qr')({
  beforeLoad: ({ preload }) => {
    // Hovering a link preloads the route: only a real visit may open the dialog.
    if (!preload && getAuthState().status !== 'user') openLoginDialog('login');
    throw redirect({ to: '/', replace: true });
  },
});
