import type { ReactNode } from 'react';
import { paymentTexts as t } from '../texts';
import { CheckCircleIcon, CrossCircleIcon } from './payment-icons';
import { PayButton } from './pay-button';
import buttons from './buttons.module.css';
import styles from './qr-result.module.css';

interface Props {
  paid: boolean;
  /** The server's msg (docs/product.md §8 "Payment result messages come from the server msg"). */
  msg: string;
  /** What happens next on success (the reload note, the new days). */
  children?: ReactNode;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
  headingLevel?: 2 | 3;
}

/** docs/product.md §2 rental flow step 3: success or failure, with an icon and the server's words. */
export function QrResult({
  paid,
  msg,
  children,
  retrying,
  onRetry,
  onClose,
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.result} data-paid={paid}>
      <span className={styles.icon} aria-hidden="true">
        {paid ? (
          <CheckCircleIcon width={44} height={44} />
        ) : (
          <CrossCircleIcon width={44} height={44} />
        )}
      </span>
      <Heading className={styles.title} tabIndex={-1} data-step-focus="">
        {paid ? t.success : t.failure}
      </Heading>
      <p className={styles.msg}>{msg}</p>
      {children}
      {paid ? null : (
        <div className={styles.actions}>
          <PayButton busy={retrying} onPress={onRetry}>
            {t.retry}
          </PayButton>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t.close}
          </button>
        </div>
      )}
    </div>
  );
}
