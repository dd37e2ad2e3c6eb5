import { texts } from '@/lib/texts';
import { useLoadMore } from '@/lib/use-load-more';
import { LoadError } from './status-view';
import styles from './load-more.module.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  /** The last next-page request failed: show why and offer a retry instead of spinning. */
  failed: boolean;
  errorMessage?: string | undefined;
  onLoadMore: () => void;
  loadMoreLabel: string;
  loadingLabel: string;
  /** Shown once everything is loaded, e.g. "24 items in total". */
  endLabel?: string;
}

/**
 * The foot of an infinite list: loads the next page when it scrolls near, and is also a button,
 * so keyboards and screen readers can ask for more without scrolling.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  errorMessage,
  onLoadMore,
  loadMoreLabel,
  loadingLabel,
  endLabel,
}: Props) {
  const sentinel = useLoadMore<HTMLDivElement>({
    hasMore: hasMore && !failed,
    loading,
    onLoadMore,
  });

  if (failed)
    return (
      <LoadError title={texts.states.loadFailed} message={errorMessage} onRetry={onLoadMore} />
    );

  return (
    <div ref={sentinel} className={styles.foot}>
      {hasMore ? (
        <button
          type="button"
          className={styles.button}
          onClick={onLoadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {loading ? loadingLabel : loadMoreLabel}
        </button>
      ) : endLabel ? (
        <p className={styles.end}>{endLabel}</p>
      ) : null}
    </div>
  );
}
