import { spec } from '@contract/messages';
import { getSession } from '@/lib/session-storage';
import { showToast } from '@/lib/toast-store';
import { getAuthState } from './auth-store';
import { openLoginDialog } from './login-dialog-store';

/**
 * For actions that need a user (like, comment, report, status): true when someone is logged in;
 * otherwise shows docs/product.md §5's 'Нэвтэрч орсны дараа уг үйлдлийг хийх боломжтой' and opens the
 * login dialog. While the session is still being restored a stored token counts as logged in
 * (the server has the last word).
 */
export function requireLogin(): boolean {
  const { status } = getAuthState();
  if (status === 'user' || (status === 'loading' && getSession().token)) return true;
  showToast('warning', spec.loginRequired);
  openLoginDialog('login');
  return false;
}
