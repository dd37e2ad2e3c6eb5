import type { ReactNode } from 'react';
import type { User } from '@contract/entities';
import { spec } from '@contract/messages';
import { UserIcon } from '@/ui/icons';
import { useAuth, openLoginDialog } from '@/session';
import { authTexts } from '../texts';
import styles from './require-login.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  children: (user: User) => ReactNode;
  /** Shown while the session is being restored; a page passes its own skeleton. */
  pending?: ReactNode;
}

/** User pages: the page for a user, a login prompt for a guest (docs/product.md §6). */
export function RequireLogin({ children, pending = null }: Props) {
  const auth = useAuth();
  if (auth.status === 'loading') return pending;
  if (auth.status === 'guest') return <LoginPrompt />;
  return children(auth.user);
}

export function LoginPrompt() {
  useDocumentTitle(authTexts.loginPrompt.title);
  return (
    <section className={styles.prompt} aria-labelledby="login-prompt-title">
      <span className={styles.icon} aria-hidden="true">
        <UserIcon width={32} height={32} />
      </span>
      <h1 id="login-prompt-title" className={styles.title}>
        {authTexts.loginPrompt.title}
      </h1>
      <p className={styles.text}>{spec.loginRequired}</p>
      <button type="button" className={styles.button} onClick={() => openLoginDialog('login')}>
        {authTexts.loginPrompt.action}
      </button>
    </section>
  );
}
