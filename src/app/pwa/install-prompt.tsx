import { texts } from '@/lib/texts';
import { useInstallOffer } from './use-install-prompt';
import styles from './install-prompt.module.css';

/** Offers to install the app (Chromium's prompt) or explains how on iOS; dismissible for good. */
export function InstallPrompt() {
  const { offer, dismiss } = useInstallOffer();
  if (!offer) return null;
  return (
    <aside className={styles.card} aria-label={texts.install.title}>
      <img src="/btv/icons/icon-192.png" alt="" width={40} height={40} className={styles.icon} />
      <div className={styles.copy}>
        <strong>{texts.install.title}</strong>
        <span>{offer.kind === 'prompt' ? texts.install.body : texts.install.iosHint}</span>
      </div>
      {offer.kind === 'prompt' ? (
        <button type="button" className={styles.primary} onClick={() => void offer.install()}>
          {texts.install.action}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label={texts.install.dismiss}
      >
        ×
      </button>
    </aside>
  );
}
