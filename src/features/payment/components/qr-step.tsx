import { useId } from 'react';
import type { QrInvoice } from '@contract/entities';
import { formatTugrik } from '@/lib/format-tugrik';
import { ClockIcon } from '@/ui/icons';
import { paymentTexts as t } from '../texts';
import { BankAppGrid } from './bank-app-grid';
import { CountdownRing } from './countdown-ring';
import { PayButton } from './pay-button';
import buttons from './buttons.module.css';
import styles from './qr-step.module.css';

interface Props {
  invoice: QrInvoice;
  secondsLeft: number;
  expired: boolean;
  checking: boolean;
  /** A fresh invoice is being made ("new QR"). */
  renewing: boolean;
  onCheck: () => void;
  onCancel: () => void;
  onRenew: () => void;
  headingLevel?: 2 | 3;
}

/**
 * docs/product.md §2 rental flow step 2: the QR (the main path on a desktop), the bank apps' deep links
 * (the main path on a phone), the 90-second warning with its countdown, 'Шалгах' and 'Цуцлах'.
 */
export function QrStep({
  invoice,
  secondsLeft,
  expired,
  checking,
  renewing,
  onCheck,
  onCancel,
  onRenew,
  headingLevel = 3,
}: Props) {
  const banksId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.step}>
      <div className={styles.summary}>
        <div className={styles.amount}>
          <span className={styles.amountLabel}>{t.amount}</span>
          <strong className={styles.amountValue}>{formatTugrik(invoice.amount)}</strong>
        </div>
        <CountdownRing secondsLeft={secondsLeft} />
      </div>

      <p className={styles.warning} data-expired={expired || undefined}>
        <ClockIcon width={18} height={18} />
        <span>{expired ? t.expired : t.qrValid}</span>
      </p>

      <div className={styles.qrArea}>
        <div className={styles.qrCard} data-expired={expired || undefined}>
          <img
            className={styles.qr}
            src={`data:image/png;base64,${invoice.qr_image}`}
            alt={t.qrAlt}
            width={256}
            height={256}
          />
          {expired ? (
            <div className={styles.qrExpired}>
              <PayButton busy={renewing} onPress={onRenew}>
                {t.newQr}
              </PayButton>
            </div>
          ) : null}
        </div>
        <p className={styles.hint}>{t.qrHint}</p>
      </div>

      <section className={styles.banks} aria-labelledby={banksId}>
        <Heading id={banksId} className={styles.banksTitle} tabIndex={-1} data-step-focus="">
          {t.bankApps}
        </Heading>
        <p className={styles.hint}>{t.bankAppsHint}</p>
        <BankAppGrid urls={invoice.urls} />
      </section>

      <div className={styles.actions}>
        <PayButton busy={checking} onPress={onCheck} busyLabel={t.checking} block>
          {t.check}
        </PayButton>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.block}`}
          onClick={onCancel}
        >
          {t.abort}
        </button>
        {expired ? null : (
          <p className={styles.auto}>
            <span className={styles.pulse} aria-hidden="true" />
            {t.autoCheck}
          </p>
        )}
      </div>
    </div>
  );
}
