import { Skeleton } from '@/ui/skeleton';
import { WatchSpinner } from './watch-spinner';
import styles from './watch-page.module.css';

/** The watch page's boxes at their final sizes, with the spinner where the player will be. */
export function WatchSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.grid}>
        <div className={styles.stageArea}>
          <WatchSpinner />
        </div>
        <div className={styles.info} aria-hidden="true">
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="70%" height={28} />
          <div className={styles.toolbar}>
            <Skeleton width={150} height={40} className={styles.pill} />
            <Skeleton width={110} height={40} className={styles.pill} />
            <Skeleton width={110} height={40} className={styles.pill} />
          </div>
        </div>
      </div>
    </div>
  );
}
