import { useState } from 'react';
import { shareLink, type ShareTarget } from '@/lib/share-link';
import { texts } from '@/lib/texts';
import { ShareIcon } from '@/ui/icons';
import styles from './pill-button.module.css';

interface Props {
  /** Read when pressed, so a link from the player carries the moment it was shared at. */
  target: () => ShareTarget;
  className?: string | undefined;
}

/** "Хуваалцах": the share sheet, or the link copied with a toast (docs/product.md §2 Share). */
export function ShareButton({ target, className }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className ?? `${styles.pill} ${styles.quiet}`}
      title={texts.share.button}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void shareLink(target()).finally(() => setBusy(false));
      }}
    >
      <ShareIcon width={20} height={20} />
      <span className={styles.label}>{texts.share.button}</span>
    </button>
  );
}
