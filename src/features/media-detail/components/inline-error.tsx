import { texts } from '@/lib/texts';
import styles from './detail-body.module.css';

/** A failed part of the screen says so and offers a retry, without taking the rest down. */
export function InlineError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className={styles.inlineError} role="alert">
      <p>{message ?? texts.states.loadFailed}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {texts.states.retry}
      </button>
    </div>
  );
}
