import { Skeleton } from '@/ui/skeleton';
import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

/** Nothing to show yet (an empty list, a room still to come). */
export function EmptyState({ title = studioTexts.empty, text }: { title?: string; text?: string }) {
  return (
    <div className={styles.state}>
      <h2 className={styles.stateTitle}>{title}</h2>
      {text ? <p className={styles.stateText}>{text}</p> : null}
    </div>
  );
}

/** A failed load with the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <div className={styles.state} role="alert">
      <h2 className={styles.stateTitle}>{studioTexts.loadFailed}</h2>
      {detail && detail !== studioTexts.loadFailed ? (
        <p className={styles.stateText}>{detail}</p>
      ) : null}
      <button type="button" className={styles.button} onClick={onRetry}>
        {studioTexts.retry}
      </button>
    </div>
  );
}

/** Rows of bars where a table's rows will be; said once to a screen reader. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{studioTexts.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="text" height={20} />
      ))}
    </div>
  );
}
