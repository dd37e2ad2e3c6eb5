import { specTexts } from '@/lib/texts';
import { showToast } from '@/lib/toast-store';
import { getAuthState, requireLogin, storedViewerId } from '@/session';
import { playerTexts } from './texts';

export type Direction = 'next' | 'previous';

/**
 * docs/product.md §4: next and previous work only when the user's days are not 0. A refusal says why:
 * extend your rights, or (a guest has no days at all) log in. `byUser` is false when a track
 * simply ended: then the login dialog is not pushed at someone who did not ask for anything.
 */
export function mayChangeTrack(direction: Direction, byUser = true): boolean {
  const auth = getAuthState();
  if (auth.status === 'user') {
    if (auth.user.days > 0) return true;
    showToast(
      'warning',
      direction === 'next' ? playerTexts.nextRefused : playerTexts.previousRefused,
    );
    return false;
  }
  // The profile is still being restored from a stored session: the server decides later.
  if (auth.status === 'loading' && storedViewerId()) return true;
  if (byUser) return requireLogin();
  showToast('warning', specTexts.loginRequired);
  return false;
}
