import { Link } from '@tanstack/react-router';
import type { MediaCard } from '@contract/entities';
import { formatAge } from '../format';
import { detailTexts as t } from '../texts';
import { StarIcon } from './detail-icons';
import { imageSources } from '@/ui/image-sources';
import styles from './media-tiles.module.css';

/** 'overlay' opens the media in the overlay over the current page; 'page' goes to its page. */
export type TileTarget = 'overlay' | 'page';

function TileBody({ media }: { media: MediaCard }) {
  const image = media.image1 ?? media.poster_hz;
  return (
    <>
      <span className={styles.frame}>
        {image ? (
          <img
            {...imageSources(image, '(min-width: 768px) 168px, 34vw')}
            alt=""
            className={styles.image}
            width={200}
            height={300}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {media.age_limit !== null ? (
          <span className={styles.age}>{formatAge(media.age_limit)}</span>
        ) : null}
      </span>
      <span className={styles.title}>{media.title}</span>
      <span className={styles.meta}>
        <StarIcon width={12} height={12} className={styles.star} />
        <span className="visually-hidden">{t.rating}: </span>
        {media.rating.toFixed(1)}
        {media.total_episode > 1 ? <span>· {t.episodesTotal(media.total_episode)}</span> : null}
      </span>
    </>
  );
}

export function MediaTile({ media, target }: { media: MediaCard; target: TileTarget }) {
  if (target === 'overlay') {
    return (
      <Link
        to="."
        search={(prev) => ({ ...prev, media: media.id })}
        resetScroll={false}
        className={styles.tile}
      >
        <TileBody media={media} />
      </Link>
    );
  }
  return media.kind === 'series' ? (
    <Link to="/series/detail/$id" params={{ id: String(media.id) }} className={styles.tile}>
      <TileBody media={media} />
    </Link>
  ) : (
    <Link to="/theatre/detail/$id" params={{ id: String(media.id) }} className={styles.tile}>
      <TileBody media={media} />
    </Link>
  );
}

/** Posters in a sideways-scrolling row ('row') or a responsive grid ('grid'). */
export function MediaTiles({
  items,
  target,
  layout,
}: {
  items: MediaCard[];
  target: TileTarget;
  layout: 'row' | 'grid';
}) {
  return (
    <ul className={styles.list} data-layout={layout}>
      {items.map((media) => (
        <li key={media.id} className={styles.item}>
          <MediaTile media={media} target={target} />
        </li>
      ))}
    </ul>
  );
}
