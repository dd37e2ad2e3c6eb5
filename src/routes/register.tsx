import { createFileRoute, redirect } from '@tanstack/react-router';
import { getAuthState } from '@/features/auth/session/auth-store';
import { openLoginDialog } from '@/features/auth/session/login-dialog-store';

/** SPEC.md §2: linked for guests from the theatre watch page; opens registration (step 8). */
export const Route = createFileRoute('/register')({
  beforeLoad: ({ preload }) => {
    // Hovering a link preloads the route: only a real visit may open the dialog.
    if (!preload && getAuthState().status !== 'user') openLoginDialog(8);
    throw redirect({ to: '/', replace: true });
  },
});
