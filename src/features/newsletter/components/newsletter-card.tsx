import { Link } from '@tanstack/react-router';
import type { Newsletter } from '@contract/entities';
import { formatDate, isoDay } from '@/lib/format-date';
import styles from './newsletter-card.module.css';

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
            src={item.image}
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
