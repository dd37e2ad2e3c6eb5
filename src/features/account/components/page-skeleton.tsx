import { GridSkeleton } from './list-states';
import styles from './pages.module.css';

/** A list page while its data or the session loads: title bar and card boxes. */
export function PageSkeleton({ shape }: { shape: 'poster' | 'wide' }) {
  return (
    <div className={styles.page}>
      <div className={styles.skeletonTitle} />
      <GridSkeleton shape={shape} />
    </div>
  );
}
