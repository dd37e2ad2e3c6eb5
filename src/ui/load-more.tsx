import { texts } from '@/lib/texts';
import { useLoadMore } from '@/lib/use-load-more';
import { LoadError } from './status-view';
import styles from './load-more.module.css';
import spin from './spinner.module.css';

/** What the foot reads of an infinite query (React Query's result has all of it). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next-page request failed: the foot says why and offers a retry instead of spinning. */
  isFetchNextPageError: boolean;
  /** The failure, whose message (the server's msg) is shown with the retry. */
  error: unknown;
  /** Each page drawn re-arms the scroll watch. */
  data?: { pages: readonly unknown[] } | undefined;
  fetchNextPage: () => Promise<unknown>;
}

interface Props {
  query: PagedQuery;
  loadMoreLabel?: string;
  loadingLabel?: string;
  /** Shown once everything is loaded, e.g. "24 items in total". */
  endLabel?: string;
  /** How far ahead of the viewport the next page starts loading (useLoadMore's default). */
  rootMargin?: string;
}

/**
 * The foot of an infinite list (docs/product.md §4 Lists): loads the next page when it scrolls
 * near, and is also a button, so keyboards and screen readers can ask for more without scrolling.
 * A failed page says why and offers a retry, and what was loaded stays; it never retries by
 * itself.
 */
export function LoadMore({
  query,
  loadMoreLabel = texts.states.loadMore,
  loadingLabel = texts.states.loading,
  endLabel,
  rootMargin,
}: Props) {
  const hasMore = query.hasNextPage;
  const loading = query.isFetchingNextPage;
  const failed = query.isFetchNextPageError;
  const onLoadMore = () => void query.fetchNextPage();
  const sentinel = useLoadMore<HTMLDivElement>({
    hasMore: hasMore && !failed,
    loading,
    pagesDrawn: query.data?.pages.length ?? 0,
    onLoadMore,
    rootMargin,
  });

  return (
    <div ref={sentinel} className={styles.foot}>
      <span className="visually-hidden" role="status">
        {loading ? loadingLabel : ''}
      </span>
      {failed ? (
        <LoadError error={query.error} onRetry={onLoadMore} compact className={styles.error} />
      ) : hasMore ? (
        <button
          type="button"
          className={styles.button}
          onClick={onLoadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? <span className={spin.spinner} aria-hidden="true" /> : null}
          {loading ? loadingLabel : loadMoreLabel}
        </button>
      ) : endLabel ? (
        <p className={styles.end}>{endLabel}</p>
      ) : null}
    </div>
  );
}
