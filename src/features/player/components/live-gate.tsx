import { spec } from '@contract/messages';
import { openLoginDialog } from '@/session';
import { AnchorLink } from '@/ui/anchor-link';
import { imageSources } from '@/ui/image-sources';
import { playerTexts as t } from '../texts';
import styles from './live-slate.module.css';

/** Why a channel's session will not play for this viewer: no login, or no paid days (403). */
export type LiveRefusal = { code: 'login' } | { code: 'extend'; text: string };

/**
 * A viewer the channel's manifest refuses (decision 073: a login, then free or paid days), told
 * why and what to do instead of a player that can only fail ("Бичлэгийг тоглуулж чадсангүй", a
 * retry that fails again): a guest gets the sign-in dialog (the stage plays once signed in), a
 * viewer without paid days the server's words and the way to renew.
 */
export function LiveGate({
  refusal,
  poster,
}: {
  refusal: LiveRefusal;
  poster?: string | null | undefined;
}) {
  return (
    <div className={styles.gate} role="alert">
      {poster ? (
        <img
          {...imageSources(poster, '100vw')}
          alt=""
          className={styles.backdrop}
          width={640}
          height={360}
        />
      ) : null}
      {refusal.code === 'login' ? (
        <>
          <p className={styles.title}>{spec.guestWatch}</p>
          <button type="button" className={styles.action} onClick={() => openLoginDialog('login')}>
            {t.liveLogin}
          </button>
        </>
      ) : (
        <>
          <p className={styles.title}>{refusal.text}</p>
          <AnchorLink href="/pack" className={styles.action}>
            {t.liveRenew}
          </AnchorLink>
        </>
      )}
    </div>
  );
}
