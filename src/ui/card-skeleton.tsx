import type { CardShape } from './card-grid';
import { Skeleton } from './skeleton';
import styles from './card-skeleton.module.css';

/** The same boxes as a card (frame, two title lines, meta line), so nothing moves on arrival. */
export function CardSkeleton({ shape = 'poster' }: { shape?: CardShape }) {
  return (
    <div aria-hidden="true">
      <Skeleton className={shape === 'wide' ? styles.wide : styles.poster} />
      <Skeleton shape="text" width="80%" className={styles.line} />
      <Skeleton shape="text" width="45%" height="0.75em" className={styles.line} />
    </div>
  );
}
