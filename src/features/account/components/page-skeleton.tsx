import type { CardShape } from '@/ui/card-grid';
import { CardGridSkeleton } from '@/ui/infinite-grid';
import styles from './pages.module.css';

/** A list page while its data or the session loads: title bar and card boxes. */
export function PageSkeleton({ shape }: { shape: CardShape }) {
  return (
    <div className={styles.page}>
      <div className={styles.skeletonTitle} />
      <CardGridSkeleton shape={shape} size="large" count={8} />
    </div>
  );
}
