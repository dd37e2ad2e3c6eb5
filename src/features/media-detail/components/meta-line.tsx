import type { MediaDetail } from '@contract/entities';
import { detailTexts as t } from '../texts';
import { formatAge, formatRating, releaseYear } from '../format';
import { StarIcon } from './detail-icons';
import styles from './meta-line.module.css';

/** Year · ★ rating / 10 · age · episode count · airing state. */
export function MetaLine({ detail }: { detail: MediaDetail }) {
  const year = releaseYear(detail.released_date);
  const rating = formatRating(detail.rating);
  return (
    <ul className={styles.meta}>
      {year ? (
        <li>
          <span className="visually-hidden">{t.year}: </span>
          {year}
        </li>
      ) : null}
      <li className={styles.rating} data-testid="detail-rating">
        <StarIcon width={16} height={16} className={styles.star} />
        <span className="visually-hidden">{t.rating}: </span>
        {rating}
      </li>
      <li>
        <span className="visually-hidden">{t.age}: </span>
        <span className={styles.age} data-testid="detail-age">
          {formatAge(detail.age_limit)}
        </span>
      </li>
      {detail.kind === 'series' && detail.total_episode > 0 ? (
        <li>{t.episodesOfTotal(detail.episode_count, detail.total_episode)}</li>
      ) : null}
      {detail.kind === 'series' ? <li>{detail.is_completed ? t.completed : t.airing}</li> : null}
    </ul>
  );
}
