import type { MediaCard as MediaCardData } from '@contract/entities';
import { mediaHref } from './media-href';
import styles from './media-card.module.css';

interface Props {
  media: MediaCardData;
  /** Posters (2:3) in rows; wide (16:9) in the continue-watching and latest rows. */
  shape?: 'poster' | 'wide';
  eager?: boolean;
}

export function MediaCard({ media, shape = 'poster', eager = false }: Props) {
  const image =
    shape === 'wide' ? (media.poster_hz ?? media.image1) : (media.image1 ?? media.poster_hz);
  return (
    <a href={mediaHref(media)} className={styles.card} data-shape={shape}>
      <span className={styles.frame}>
        {image ? (
          <img
            src={image}
            alt=""
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={shape === 'wide' ? 320 : 200}
            height={shape === 'wide' ? 180 : 300}
          />
        ) : null}
        {media.age_limit ? <span className={styles.age}>{media.age_limit}+</span> : null}
      </span>
      <span className={styles.title}>{media.title}</span>
      <span className={styles.meta}>
        <span aria-label={`Үнэлгээ ${media.rating.toFixed(1)} / 10`}>
          ★ {media.rating.toFixed(1)}
        </span>
        {media.total_episode > 0 ? <span>{media.total_episode} анги</span> : null}
      </span>
    </a>
  );
}
