import { useState } from 'react';
import type { DownloadRecord } from '@contract/offline-downloads';
import { AnchorLink } from '@/ui/anchor-link';
import { onlineHref } from '../download-id';
import { renewDownload } from '../engine/controller';
import { GrantRefusedError } from '../errors';
import { downloadsPageTexts as t, expiredText } from '../texts';
import { DeleteButton } from './delete-button';
import { RenewIcon } from './page-icons';
import styles from './downloads-page.module.css';

type Outcome =
  | { kind: 'idle' | 'busy' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

interface Props {
  record: DownloadRecord;
  onDeleted?: () => void;
  /** The buttons' group name where several downloads show theirs ('{title}: үйлдлүүд'). */
  actionsLabel?: string;
}

/**
 * An expired download: why it does not play (the spec's text for a rental or paid days, or a
 * request to come online for a free title's re-check), "Сунгах" to ask the server again and
 * "Устгах". Once renewed the record changes and whoever shows this shows the title again.
 */
export function ExpiredNotice({ record, onDeleted, actionsLabel }: Props) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const renew = async () => {
    if (!navigator.onLine) {
      setOutcome({ kind: 'failed', message: t.needsNetwork });
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      await renewDownload(record.userId, record.id);
      setOutcome({ kind: 'idle' });
    } catch (error) {
      // fetch rejects with a TypeError when the server cannot be reached at all.
      const unreachable = !navigator.onLine || error instanceof TypeError;
      setOutcome(
        error instanceof GrantRefusedError
          ? { kind: 'refused', message: error.message }
          : { kind: 'failed', message: unreachable ? t.needsNetwork : t.actionFailed },
      );
    }
  };
  const where =
    outcome.kind !== 'refused'
      ? null
      : record.expiry === 'paid'
        ? { href: '/profile/extend-rights', label: t.extend }
        : record.expiry === 'rental'
          ? { href: onlineHref(record.kind, record.mediaId), label: t.toTitle }
          : null;
  return (
    <div className={styles.expired}>
      <p className={styles.expiredText}>{expiredText(record.expiry)}</p>
      <p className={styles.outcome} role="status">
        {outcome.kind === 'busy'
          ? t.renewing
          : outcome.kind === 'refused' || outcome.kind === 'failed'
            ? outcome.message
            : ''}
        {where ? (
          <>
            {' '}
            <AnchorLink href={where.href} className={styles.outcomeLink}>
              {where.label}
            </AnchorLink>
          </>
        ) : null}
      </p>
      <div className={styles.actions} role="group" aria-label={actionsLabel}>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={outcome.kind === 'busy' || undefined}
          onClick={() => outcome.kind !== 'busy' && void renew()}
        >
          <RenewIcon size={18} />
          {t.renew}
        </button>
        <DeleteButton record={record} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
