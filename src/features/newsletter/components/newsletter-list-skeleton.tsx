import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { newsletterTexts } from '../texts';
import styles from './newsletter-list-page.module.css';
import skeleton from './newsletter-skeleton.module.css';

export function NewsletterListSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {newsletterTexts.loading}
      </span>
      <div className={styles.head}>
        <Skeleton shape="text" className={skeleton.title} />
        <Skeleton shape="text" className={skeleton.lead} />
      </div>
      <div className={styles.grid}>
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <div
            key={i}
            className={i === 0 ? `${styles.featured} ${skeleton.featured}` : skeleton.card}
          >
            <Skeleton className={skeleton.image} />
            <div className={skeleton.text}>
              <Skeleton shape="text" width="30%" />
              <Skeleton shape="text" className={skeleton.cardTitle} />
              <SkeletonLines lines={2} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
