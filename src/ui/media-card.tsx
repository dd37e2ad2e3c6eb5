import { memo, type ComponentType } from 'react';
import type { MediaCard as MediaCardData } from '@contract/entities';
import { texts } from '@/lib/texts';
import { PlayIcon } from './icons';
import { OverlayLink } from './overlay-link';
import { imageSources } from './image-sources';
import styles from './media-card.module.css';

/** The card's width: a row's column (38vw on a phone, at most 210px), a grid's is narrower. */
const POSTER_SIZES = '(min-width: 768px) 210px, 38vw';
const WIDE_SIZES = '(min-width: 768px) 380px, 72vw';

interface Props {
  media: MediaCardData;
  /**
   * Drawn in the picture's corner (the downloads feature's "Татсан" mark). A component rather
   * than an element, so the memoised card is not redrawn for a new element on every render.
   */
  mark?: ComponentType<{ media: MediaCardData }>;
  /** Posters (2:3) in rows and grids; wide (16:9) in the latest rows. */
  shape?: 'poster' | 'wide';
  eager?: boolean;
}

/** A poster that opens the details overlay; memoised because long grids re-render on append. */
export const MediaCard = memo(function MediaCard({
  media,
  mark: Mark,
  shape = 'poster',
  eager = false,
}: Props) {
  const image =
    shape === 'wide' ? (media.poster_hz ?? media.image1) : (media.image1 ?? media.poster_hz);
  const rating = media.rating.toFixed(1);
  return (
    <OverlayLink mediaId={media.id} className={styles.card}>
      <span className={styles.frame} data-shape={shape}>
        {image ? (
          <img
            {...imageSources(image, shape === 'wide' ? WIDE_SIZES : POSTER_SIZES)}
            alt=""
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={shape === 'wide' ? 320 : 200}
            height={shape === 'wide' ? 180 : 300}
          />
        ) : null}
        <span className={styles.hover} aria-hidden="true">
          <span className={styles.play}>
            <PlayIcon width={20} height={20} />
          </span>
          {media.original_name ? (
            <span className={styles.original}>{media.original_name}</span>
          ) : null}
        </span>
        {media.age_limit ? <span className={styles.age}>{media.age_limit}+</span> : null}
        {Mark ? <Mark media={media} /> : null}
      </span>
      <span className={styles.title}>{media.title}</span>
      <span className={styles.meta}>
        <span aria-label={texts.card.rating(rating)}>★ {rating}</span>
        {media.kind === 'series' && media.total_episode > 0 ? (
          <span>{texts.card.episodes(media.total_episode)}</span>
        ) : null}
      </span>
    </OverlayLink>
  );
});
