import { CardGridSkeleton } from '@/ui/infinite-grid';
import { Skeleton } from '@/ui/skeleton';
import layoutStyles from './listing-layout.module.css';

/** A listing's frame (heading, grid) while its route is still pending. */
export function ListingSkeleton() {
  return (
    <div className={layoutStyles.page} aria-busy="true">
      <div className={layoutStyles.head}>
        <Skeleton shape="text" width={180} height={24} />
      </div>
      <div className={layoutStyles.body}>
        <CardGridSkeleton />
      </div>
    </div>
  );
}
