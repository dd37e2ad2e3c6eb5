import { texts } from '@/lib/texts';
import styles from './auth-area.module.css';

/**
 * The header's account corner. For now a guest login button; the accounts feature turns it into
 * the login dialog trigger and, for a logged-in user, the avatar, first name and ID.
 */
export function AuthArea() {
  return (
    <button type="button" className={styles.login}>
      {texts.nav.login}
    </button>
  );
}
