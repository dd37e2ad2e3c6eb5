import { formatTugrik } from '@/lib/format-tugrik';
import { useSuspenseMediaDetail } from '../api/get-media-detail';
import { useMovie } from '../api/get-movie';
import { detailTexts as t } from '../texts';
import { DetailArticle } from './series-detail-page';
import styles from './detail-page.module.css';

function PriceTag({ id }: { id: number }) {
  const { data: movie } = useMovie(id);
  if (!movie) return <span className={styles.pricePlaceholder} aria-hidden="true" />;
  if (movie.has_price) {
    return (
      <p className={styles.price} data-testid="detail-price">
        <span className={styles.priceLabel}>{t.price}</span>
        <span className={styles.priceValue}>{formatTugrik(movie.price)}</span>
      </p>
    );
  }
  if (movie.is_free) {
    return (
      <p className={styles.price} data-free>
        <span className={styles.priceValue}>{t.freeTitle}</span>
      </p>
    );
  }
  return null;
}

/** docs/product.md §2: theatre or media detail; a series here looks exactly like its series page. */
export function TheatreDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseMediaDetail(id);
  if (data.kind === 'series') return <DetailArticle detail={data} />;
  return <DetailArticle detail={data} extra={<PriceTag id={id} />} />;
}
