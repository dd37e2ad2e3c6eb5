import { catalogueTexts } from '../texts';
import { CardSkeleton } from './card-skeleton';
import gridStyles from './infinite-grid.module.css';
import layoutStyles from './listing-layout.module.css';
import styles from './skeleton.module.css';

/** A listing's frame (heading, filter bar, grid) while its route is still pending. */
export function ListingSkeleton() {
  return (
    <div className={layoutStyles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {catalogueTexts.states.loading}
      </span>
      <div className={layoutStyles.head}>
        <div className={`${styles.block} ${styles.heading}`} />
      </div>
      <ul className={gridStyles.grid} aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i} className={gridStyles.cell}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
