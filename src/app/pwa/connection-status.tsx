import { extra } from '@contract/messages';
import { usePendingWrites } from '@/lib/outbox-status';
import { texts } from '@/lib/texts';
import { useOnline } from '@/lib/use-online';
import styles from './connection-status.module.css';

/** The offline banner, and how many writes still wait to be sent once the network is back. */
export function ConnectionStatus() {
  const online = useOnline();
  const pending = usePendingWrites();
  if (online && pending === 0) return null;
  return (
    <div className={styles.bar} data-offline={!online} role="status">
      {!online ? (
        <span>
          {extra.offlineBanner} <strong>{extra.savedCopy}</strong>
        </span>
      ) : null}
      {pending > 0 ? (
        <span className={styles.pending} data-testid="pending-writes">
          {texts.outbox.pending(pending)}
        </span>
      ) : null}
    </div>
  );
}
