import { memo, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Paged } from '@contract/envelope';
import { catalogueTexts } from '../texts';
import { CardSkeleton } from './card-skeleton';
import { LoadError } from './load-states';
import styles from './infinite-grid.module.css';

/**
 * Start the next page this far before the end comes into view; the top margin catches a jump
 * past the end (End key, a fling into the footer), which must load more too.
 */
const PRELOAD_MARGIN = '1200px 0px 900px 0px';
const SKELETON_CARDS = 12;

export interface GridItemProps<T> {
  item: T;
  eager: boolean;
}

interface Props<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  /** The list's accessible name. */
  label: string;
  itemKey: (item: T) => number;
  Item: ComponentType<GridItemProps<T>>;
  shape?: 'poster' | 'wide';
  empty: ReactNode;
}

interface PageProps<T> {
  items: T[];
  itemKey: (item: T) => number;
  Item: ComponentType<GridItemProps<T>>;
  first: boolean;
}

// One memoised block per page: appending page 21 renders 24 cards, not 504. React Query keeps
// earlier pages' arrays identical, so their blocks are skipped.
const GridPage = memo(function GridPage<T>({ items, itemKey, Item, first }: PageProps<T>) {
  return items.map((item, i) => (
    <li key={itemKey(item)} className={styles.cell}>
      <Item item={item} eager={first && i < 6} />
    </li>
  ));
}) as <T>(props: PageProps<T>) => ReactNode;

function SkeletonCells({ shape, count }: { shape: 'poster' | 'wide'; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} className={styles.cell} aria-hidden="true">
      <CardSkeleton shape={shape} />
    </li>
  ));
}

/**
 * A paged list as one responsive grid, docs/product.md §4 "Lists": each page is appended; when the
 * last page arrived (current_page == last_page) there is no more and no further request. Pages
 * load as the end nears (IntersectionObserver) and by a visible button for keyboard users.
 */
export function InfiniteGrid<T>({
  query,
  label,
  itemKey,
  Item,
  shape = 'poster',
  empty,
}: Props<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pageCount = query.data?.pages.length ?? 0;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    // A fresh observer reports the current state at once, so a tall screen keeps filling up.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {catalogueTexts.states.loading}
        </span>
        <ul className={styles.grid} data-shape={shape} aria-hidden="true">
          <SkeletonCells shape={shape} count={SKELETON_CARDS} />
        </ul>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const pages = query.data?.pages ?? [];
  if ((pages[0]?.total ?? 0) === 0) return <>{empty}</>;

  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} data-shape={shape} aria-label={label}>
        {pages.map((page, i) => (
          <GridPage
            key={page.current_page}
            items={page.data}
            itemKey={itemKey}
            Item={Item}
            first={i === 0}
          />
        ))}
        {isFetchingNextPage ? <SkeletonCells shape={shape} count={SKELETON_CARDS / 2} /> : null}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      <div className={styles.footer}>
        <span className="visually-hidden" role="status">
          {isFetchingNextPage ? catalogueTexts.listing.loadingMore : ''}
        </span>
        {isFetchNextPageError ? (
          <LoadError error={query.error} onRetry={() => void fetchNextPage()} compact />
        ) : hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage
              ? catalogueTexts.listing.loadingMore
              : catalogueTexts.listing.loadMore}
          </button>
        ) : pages.length > 1 ? (
          <p className={styles.end}>{catalogueTexts.listing.end}</p>
        ) : null}
      </div>
    </div>
  );
}
