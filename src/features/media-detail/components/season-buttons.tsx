import { Link } from '@tanstack/react-router';
import type { OtherSeason } from '@contract/entities';
import styles from './detail-body.module.css';

interface Props {
  seasons: OtherSeason[];
  currentId: number;
  /** In the overlay a season switches the overlay; without it each season is a page link. */
  onSelect?: (id: number) => void;
}

export function SeasonButtons({ seasons, currentId, onSelect }: Props) {
  return (
    <ul className={styles.seasons}>
      {seasons.map((season) => {
        const current = season.id === currentId;
        return (
          <li key={season.id}>
            {onSelect ? (
              <button
                type="button"
                className={styles.season}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(season.id)}
              >
                {season.title}
              </button>
            ) : (
              <Link
                to="/series/detail/$id"
                params={{ id: String(season.id) }}
                className={styles.season}
                aria-current={current ? 'page' : undefined}
              >
                {season.title}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
