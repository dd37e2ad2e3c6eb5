import type { ReactNode } from 'react';
import type { MediaDetail } from '@contract/entities';
import { useSuspenseMediaDetail } from '../api/get-media-detail';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DetailBody } from './detail-body';
import { DetailHero } from './detail-hero';
import styles from './detail-page.module.css';

/** The full-page detail: the overlay's pieces at page scale. */
export function DetailArticle({ detail, extra }: { detail: MediaDetail; extra?: ReactNode }) {
  useDocumentTitle(detail.title);
  return (
    <article className={styles.page}>
      <DetailHero detail={detail} variant="page" extra={extra} />
      <DetailBody detail={detail} variant="page" />
    </article>
  );
}

export function SeriesDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseMediaDetail(id);
  return <DetailArticle detail={data} />;
}
