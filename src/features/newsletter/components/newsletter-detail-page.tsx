import { Link } from '@tanstack/react-router';
import { formatDate, isoDay } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArrowLeftIcon } from '@/ui/icons';
import { Prose } from '@/ui/prose';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { imageSources } from '@/ui/image-sources';
import { useNewsletter } from '../api/get-newsletter';
import { newsletterTexts } from '../texts';
import styles from './newsletter-detail-page.module.css';
import skeleton from './newsletter-skeleton.module.css';

export function NewsletterDetailPage({ id }: { id: number }) {
  const { data: letter } = useNewsletter(id);
  useDocumentTitle(letter.title);
  return (
    <div className={styles.page}>
      <Link to="/news-letter" className={styles.back}>
        <ArrowLeftIcon width={20} height={20} />
        {newsletterTexts.back}
      </Link>
      <article className={styles.article}>
        <div className={styles.head}>
          <p className={styles.meta}>
            <span className={styles.kicker}>{newsletterTexts.title}</span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="visually-hidden">{newsletterTexts.published} </span>
              <time dateTime={isoDay(letter.published_at)}>{formatDate(letter.published_at)}</time>
            </span>
          </p>
          <h1 className={styles.title}>{letter.title}</h1>
          {letter.summary ? <p className={styles.summary}>{letter.summary}</p> : null}
        </div>
        {letter.image ? (
          <img
            className={styles.hero}
            {...imageSources(letter.image, '(min-width: 860px) 820px, 100vw')}
            alt=""
            width={1280}
            height={720}
            decoding="async"
          />
        ) : null}
        <Prose html={letter.body} className={styles.body} />
      </article>
    </div>
  );
}

export function NewsletterDetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {newsletterTexts.loading}
      </span>
      <Skeleton className={skeleton.back} />
      <div className={styles.article}>
        <div className={styles.head}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" className={skeleton.detailTitle} />
          <Skeleton shape="text" width="75%" />
        </div>
        <Skeleton className={skeleton.hero} />
        <SkeletonLines lines={6} />
      </div>
    </div>
  );
}
