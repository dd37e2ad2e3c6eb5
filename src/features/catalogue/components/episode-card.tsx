import { memo } from 'react';
import type { LatestEpisode } from '@contract/entities';
import { catalogueTexts } from '../texts';
import { OverlayLink } from '@/ui/overlay-link';
import { imageSources } from '@/ui/image-sources';
import styles from './episode-card.module.css';

/** A new episode: its still (16:9), number, series title; opens the series' details overlay. */
export const EpisodeCard = memo(function EpisodeCard({
  episode,
  eager = false,
}: {
  episode: LatestEpisode;
  eager?: boolean;
}) {
  const image = episode.image ?? episode.media.poster_hz ?? episode.media.image1;
  return (
    <OverlayLink mediaId={episode.anime_id} className={styles.card}>
      <span className={styles.frame}>
        {image ? (
          <img
            {...imageSources(image, '(min-width: 768px) 380px, 72vw')}
            alt=""
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={320}
            height={180}
          />
        ) : null}
        <span className={styles.badge}>{catalogueTexts.card.episodeNo(episode.number)}</span>
        {episode.is_free ? <span className={styles.free}>{catalogueTexts.card.free}</span> : null}
      </span>
      <span className={styles.title}>{episode.media.title}</span>
      <span className={styles.sub}>{episode.title}</span>
    </OverlayLink>
  );
});
