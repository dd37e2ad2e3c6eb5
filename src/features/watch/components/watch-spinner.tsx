import { watchTexts as t } from '../texts';
import styles from './watch-stage.module.css';

/** The 16:9 stage while the title or the player loads (docs/product.md §2: "a spinner while loading"). */
export function WatchSpinner() {
  return (
    <div className={styles.stage} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}
