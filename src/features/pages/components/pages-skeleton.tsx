import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { pagesTexts } from '../texts';
import styles from './pages-skeleton.module.css';

/** The shape of PagesShell with text lines, shown while a content page, FAQ or contact loads. */
export function PagesSkeleton({ variant = 'article' }: { variant?: 'article' | 'faq' }) {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {pagesTexts.loadingPage}
      </span>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <Skeleton shape="text" className={styles.title} />
          <Skeleton shape="text" className={styles.lead} />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.nav}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className={styles.navItem} />
          ))}
        </div>
        <div className={styles.body}>
          {variant === 'faq' ? (
            [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} className={styles.faqItem} />)
          ) : (
            <>
              <Skeleton shape="text" className={styles.heading} />
              <SkeletonLines lines={4} />
              <Skeleton shape="text" className={styles.heading} />
              <SkeletonLines lines={5} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
