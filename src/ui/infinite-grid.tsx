import { memo, type ComponentType, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Paged } from '@contract/envelope';
import { texts } from '@/lib/texts';
import { CardCell, CardGrid, type CardShape, type CardSize } from './card-grid';
import { CardSkeleton } from './card-skeleton';
import { LoadMore } from './load-more';
import { LoadError } from './status-view';

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
  /** A stable component (not an inline function), so loaded pages are not re-rendered. */
  Item: ComponentType<GridItemProps<T>>;
  shape?: CardShape;
  size?: CardSize;
  /** What an empty list shows, usually an EmptyState. */
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
    <CardCell key={itemKey(item)}>
      <Item item={item} eager={first && i < 6} />
    </CardCell>
  ));
}) as <T>(props: PageProps<T>) => ReactNode;

function SkeletonCells({ shape, count }: { shape: CardShape; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <CardCell key={`skeleton-${i}`} aria-hidden="true">
      <CardSkeleton shape={shape} />
    </CardCell>
  ));
}

/** A listing's grid while its first page loads: the cards' own boxes, announced once. */
export function CardGridSkeleton({
  shape = 'poster',
  size = 'small',
  count = SKELETON_CARDS,
}: {
  shape?: CardShape;
  size?: CardSize;
  count?: number;
}) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.states.loading}
      </span>
      <CardGrid shape={shape} size={size} aria-hidden="true">
        <SkeletonCells shape={shape} count={count} />
      </CardGrid>
    </div>
  );
}

/**
 * Every paged card list (catalogue listings, history, liked) in its states, docs/product.md §4
 * "Lists": card skeletons while the first page loads, the reason and a retry when it fails, the
 * empty state, then the cards with each page appended. When the last page arrived
 * (current_page == last_page) there is no more and no further request. Pages load as the end
 * nears and by a visible button for keyboard users; a failed next page keeps what was loaded and
 * offers a retry.
 */
export function InfiniteGrid<T>({
  query,
  label,
  itemKey,
  Item,
  shape = 'poster',
  size = 'small',
  empty,
}: Props<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  if (query.isPending) return <CardGridSkeleton shape={shape} size={size} />;
  if (query.isError && !query.data) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const pages = query.data?.pages ?? [];
  if ((pages[0]?.total ?? 0) === 0) return <>{empty}</>;
  // A list that fit on one page needs no foot: no button, nothing failed, no "that was all".
  const foot = hasNextPage || isFetchNextPageError || pages.length > 1;

  return (
    <div>
      <CardGrid shape={shape} size={size} label={label}>
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
      </CardGrid>
      {foot ? (
        <LoadMore
          query={query}
          endLabel={pages.length > 1 ? texts.states.allLoaded : undefined}
          rootMargin={PRELOAD_MARGIN}
        />
      ) : null}
    </div>
  );
}
