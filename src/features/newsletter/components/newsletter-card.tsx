import { Link } from '@tanstack/react-router';
import type { Newsletter } from '@contract/entities';
import { formatDate, isoDay } from '@/lib/format-date';
import { imageSources } from '@/ui/image-sources';
import styles from './newsletter-card.module.css';

/** A grid column (at least 300px of a 1400px page; the whole width on a phone). */
const CARD_SIZES = '(min-width: 640px) 460px, 100vw';
/** The newest one spans the row; from 900px its picture is the wider share (1.4fr of 2.4fr). */
const FEATURED_SIZES = '(min-width: 900px) 820px, 100vw';

interface Props {
  item: Newsletter;
  /** The newest one leads the page, larger, on wide screens. */
  featured?: boolean;
  eager?: boolean;
}

export function NewsletterCard({ item, featured = false, eager = false }: Props) {
  return (
    <article className={styles.card} data-featured={featured || undefined}>
      <div className={styles.frame}>
        {item.image ? (
          <img
            className={styles.image}
            {...imageSources(item.image, featured ? FEATURED_SIZES : CARD_SIZES)}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.text}>
        <time className={styles.date} dateTime={isoDay(item.published_at)}>
          {formatDate(item.published_at)}
        </time>
        <h2 className={styles.title}>
          {/* The whole card is clickable through this link's ::after; one link per card. */}
          <Link
            to="/news-letter/detail/$id"
            params={{ id: String(item.id) }}
            className={styles.link}
          >
            {item.title}
          </Link>
        </h2>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
      </div>
    </article>
  );
}
