import { Link } from '@tanstack/react-router';
import { formatDate, isoDay } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandLogo } from '@/ui/brand-logo';
import { Prose } from '@/ui/prose';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { CONTENT_PAGE, useContentPage } from '../api/get-content-page';
import { pagesTexts } from '../texts';
import styles from './policy-page.module.css';

/**
 * /policy: the privacy policy alone, for app stores and in-app web views (docs/product.md §2: no header,
 * sidebar or footer; the root picks the bare layout). Content page 49 is the text.
 */
export function PolicyPage() {
  const { data: page } = useContentPage(CONTENT_PAGE.privacy);
  useDocumentTitle(page.title);
  return (
    <div className={styles.page}>
      <p className={styles.brand}>
        <BrandLogo />
      </p>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.updated}>
        {pagesTexts.updated}{' '}
        <time dateTime={isoDay(page.updated_at)}>{formatDate(page.updated_at)}</time>
      </p>
      <Prose html={page.body} as="article" className={styles.body} />
      <p className={styles.back}>
        <Link to="/" className={styles.backLink}>
          {pagesTexts.policy.backToSite}
        </Link>
      </p>
    </div>
  );
}

export function PolicySkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {pagesTexts.loadingPage}
      </span>
      <Skeleton className={styles.brandSkeleton} />
      <Skeleton shape="text" className={styles.titleSkeleton} />
      <SkeletonLines lines={8} className={styles.body} />
    </div>
  );
}
