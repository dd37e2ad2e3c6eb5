import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { signOut, useAuth, closeLoginDialog, openLoginDialog, useLoginDialog } from '@/session';
import { loadUserSidebar } from '@/features/account';
import { linkIsPoor } from '@/lib/link-is-poor';
import { whenIdle } from '@/lib/when-idle';
import { earlyLoginAsked, onEarlyLoginClosed, removeEarlyLoginFrame } from '../early-login';
import { authTexts } from '../texts';
import { LazyBoundary } from './lazy-boundary';
import { LoginDialogWaiting } from './login-dialog-waiting';
import { UserChip } from './user-chip';
import styles from './auth-area.module.css';

// react-aria lives in these chunks only: the header loads them on first use (or on hover).
const loadDialog = () => import('../login/login-dialog');
const loadSidebar = loadUserSidebar;
const LoginDialog = lazy(loadDialog);
const UserSidebar = lazy(() => loadSidebar().then((m) => ({ default: m.UserSidebar })));

/**
 * The header's account corner (docs/product.md §2): a login button for guests; for a user the avatar,
 * first name and 'ID: {id}', opening the user sidebar. While the session is being restored a
 * same-sized placeholder holds the place.
 */
export function AuthArea() {
  const auth = useAuth();
  const dialog = useLoginDialog();
  const [dialogMounted, setDialogMounted] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarMounted, setSidebarMounted] = useState(false);
  const isUser = auth.status === 'user';
  // A viewer who is signed in has no use for it, even while an entry point asks for it.
  const loginOpen = dialog.open && !isUser;

  // Mounted on first open and kept, so closing can animate and focus returns to the trigger.
  if (dialog.open && !dialogMounted) setDialogMounted(true);
  if (sidebarOpen && !sidebarMounted) setSidebarMounted(true);

  // A guest's one action in the header: its code comes while the page is idle, so a tap opens
  // the dialog whole. Not on a poor or Save-Data link, where those 65 KB would be spent on what
  // nobody asked for yet; there a tap shows the dialog's frame until the code is in. Spread over
  // short tasks, so a tap meanwhile is answered at once.
  useEffect(() => {
    if (auth.status !== 'guest' || linkIsPoor()) return;
    // Once started it runs to its end, as the chunk's own import did: a few short tasks.
    return whenIdle(
      () =>
        void import('../login-dialog-warm-up')
          .then(({ warmLoginDialog }) => warmLoginDialog(loadDialog))
          .catch(() => undefined),
    );
  }, [auth.status]);

  // The copy closed while the dialog's code was still on its way: the dialog is not wanted.
  // Heard from the commit that opens the dialog on, before the effect below: a passive effect
  // would leave a gap for a close handled before it ran, and the dialog would open unasked.
  useLayoutEffect(() => onEarlyLoginClosed(closeLoginDialog), []);

  // A tap on "Нэвтрэх" before the app ran showed the server's copy of the frame (decisions 082,
  // 087): a guest's dialog opens now and, as it mounts, starts from what the copy holds and takes
  // it away; until then the copy stays, still taking digits. A signed-in viewer (who saw the
  // guest's page until the app ran) needs no dialog.
  useLayoutEffect(() => {
    if (!earlyLoginAsked()) return;
    if (auth.status === 'user') removeEarlyLoginFrame();
    else if (auth.status === 'guest' && !loginOpen) openLoginDialog('login');
  }, [auth.status, loginOpen]);

  // A session restored while an entry point (/register) had opened the dialog needs no dialog.
  useEffect(() => {
    if (isUser && dialog.open) closeLoginDialog();
  }, [isUser, dialog.open]);

  return (
    <>
      {auth.status === 'loading' ? (
        <span className={styles.placeholder} role="status">
          <span className="visually-hidden">{authTexts.loading}</span>
        </span>
      ) : null}
      {auth.status === 'guest' ? (
        <button
          type="button"
          className={styles.login}
          // public/first-view-start.js finds it by this name before the app runs (decision 082).
          data-login-opener=""
          onClick={() => openLoginDialog('login')}
          onPointerEnter={() => void loadDialog().catch(() => undefined)}
          onFocus={() => void loadDialog().catch(() => undefined)}
        >
          {authTexts.login}
        </button>
      ) : null}
      {auth.status === 'user' ? (
        <UserChip
          user={auth.user}
          onOpen={() => setSidebarOpen(true)}
          onPreload={() => void loadSidebar().catch(() => undefined)}
        />
      ) : null}

      {dialogMounted ? (
        <LazyBoundary onError={() => setDialogMounted(false)}>
          <Suspense
            fallback={
              // The copy of the frame, if there is one, is the fallback itself.
              loginOpen && !earlyLoginAsked() ? (
                <LoginDialogWaiting
                  title={dialog.entry === 'register' ? authTexts.register : authTexts.login}
                  onClose={closeLoginDialog}
                />
              ) : null
            }
          >
            <LoginDialog
              key={dialog.session}
              isOpen={loginOpen}
              startStep={dialog.entry === 'register' ? 'registerPhone' : 'phone'}
              onClose={closeLoginDialog}
            />
          </Suspense>
        </LazyBoundary>
      ) : null}
      {sidebarMounted && isUser ? (
        <LazyBoundary onError={() => setSidebarMounted(false)}>
          <Suspense fallback={null}>
            <UserSidebar
              user={auth.user}
              isOpen={sidebarOpen}
              onOpenChange={setSidebarOpen}
              onLogout={() => void signOut()}
            />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </>
  );
}
