import { texts } from '@/lib/texts';
import styles from './home-skeleton.module.css';

/** Same boxes as the real page, so nothing moves when the data arrives. */
export function HomeSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.states.loading}
      </span>
      <div className={styles.hero} />
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.row}>
          <div className={styles.title} />
          <div className={styles.cards}>
            {[0, 1, 2, 3, 4, 5, 6].map((card) => (
              <div key={card} className={styles.card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
