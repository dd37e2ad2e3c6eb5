import { Skeleton } from '@/ui/skeleton';
import { extendTexts as t } from '../extend-texts';
import styles from './payment-pages.module.css';

/** The payment pages' boxes while the session or the data load. */
export function PaymentSkeleton() {
  return (
    <div className={styles.page} data-width="narrow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t.receipts.loading}
      </span>
      <div className={styles.head} aria-hidden="true">
        <Skeleton shape="text" width={90} />
        <Skeleton shape="text" width="60%" height={32} />
        <Skeleton shape="text" width="80%" />
      </div>
      <div className={styles.stack} aria-hidden="true">
        <Skeleton height={112} className={styles.skeletonCard} />
        <Skeleton height={112} className={styles.skeletonCard} />
        <Skeleton height={112} className={styles.skeletonCard} />
      </div>
    </div>
  );
}
