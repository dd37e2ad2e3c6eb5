import { spec } from '@contract/messages';
import { openLoginDialog } from '@/session';
import { playerTexts as t } from '../texts';
import styles from './live-slate.module.css';

/**
 * A guest on a channel that is on air: its manifest needs a login (decision 073), so instead of a
 * player that can only fail ("Бичлэгийг тоглуулж чадсангүй", a retry that fails again) the guest
 * is told why and offered the sign-in dialog; once signed in the stage plays.
 */
export function LiveGate({ poster }: { poster?: string | null | undefined }) {
  return (
    <div className={styles.gate} role="alert">
      {poster ? (
        <img src={poster} alt="" className={styles.backdrop} width={640} height={360} />
      ) : null}
      <p className={styles.title}>{spec.guestWatch}</p>
      <button type="button" className={styles.signIn} onClick={() => openLoginDialog('login')}>
        {t.liveLogin}
      </button>
    </div>
  );
}
