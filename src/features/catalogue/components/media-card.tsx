import { memo } from 'react';
import type { MediaCard as MediaCardData } from '@contract/entities';
import { DownloadedMark, type MarkKind } from '@/features/downloads';
import { PlayIcon } from '@/ui/icons';
import { catalogueTexts } from '../texts';
import { OverlayLink } from './overlay-link';
import styles from './media-card.module.css';

/** A series is marked when any episode is downloaded; movies and theatre titles are 'movie' downloads. */
const MARK_KIND: Record<MediaCardData['kind'], MarkKind | null> = {
  series: 'series',
  movie: 'movie',
  theatre: 'movie',
  live: null,
};

interface Props {
  media: MediaCardData;
  /** Posters (2:3) in rows and grids; wide (16:9) in the latest rows. */
  shape?: 'poster' | 'wide';
  eager?: boolean;
}

/** A poster that opens the details overlay; memoised because long grids re-render on append. */
export const MediaCard = memo(function MediaCard({
  media,
  shape = 'poster',
  eager = false,
}: Props) {
  const image =
    shape === 'wide' ? (media.poster_hz ?? media.image1) : (media.image1 ?? media.poster_hz);
  const rating = media.rating.toFixed(1);
  const markKind = MARK_KIND[media.kind];
  return (
    <OverlayLink mediaId={media.id} className={styles.card}>
      <span className={styles.frame} data-shape={shape}>
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
        <span className={styles.hover} aria-hidden="true">
          <span className={styles.play}>
            <PlayIcon width={20} height={20} />
          </span>
          {media.original_name ? (
            <span className={styles.original}>{media.original_name}</span>
          ) : null}
        </span>
        {media.age_limit ? <span className={styles.age}>{media.age_limit}+</span> : null}
        {markKind ? <DownloadedMark kind={markKind} id={media.id} overlay /> : null}
      </span>
      <span className={styles.title}>{media.title}</span>
      <span className={styles.meta}>
        <span aria-label={catalogueTexts.card.rating(rating)}>★ {rating}</span>
        {media.kind === 'series' && media.total_episode > 0 ? (
          <span>{catalogueTexts.card.episodes(media.total_episode)}</span>
        ) : null}
      </span>
    </OverlayLink>
  );
});
