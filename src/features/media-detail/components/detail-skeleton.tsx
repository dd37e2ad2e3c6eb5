import { texts } from '@/lib/texts';
import styles from './detail-states.module.css';

/** The hero and body boxes in their final sizes, so nothing jumps when the data lands. */
export function DetailSkeleton({
  variant,
  labelId,
}: {
  variant: 'overlay' | 'page';
  /** Lets a dialog take its name from the loading message until the title arrives. */
  labelId?: string;
}) {
  return (
    <div className={styles.skeleton} data-variant={variant} aria-busy="true">
      <span id={labelId} className="visually-hidden" role="status">
        {texts.states.loading}
      </span>
      <div className={styles.hero} />
      <div className={styles.lines}>
        <div className={styles.title} />
        <div className={styles.line} data-w="40" />
        <div className={styles.actions}>
          <div className={styles.button} />
          <div className={styles.button} data-small />
        </div>
        <div className={styles.line} data-w="90" />
        <div className={styles.line} data-w="80" />
        <div className={styles.line} data-w="60" />
      </div>
    </div>
  );
}
