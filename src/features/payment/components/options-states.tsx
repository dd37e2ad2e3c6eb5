import { extendTexts as t } from '../extend-texts';
import buttons from './buttons.module.css';
import styles from './payment-pages.module.css';

/** A failed load with a retry, in the payment pages' look. */
export function OptionsError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message ?? t.loadFailed}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
