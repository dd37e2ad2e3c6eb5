import type { ReactNode, Ref } from 'react';
import { accountTexts } from '../texts';
import styles from './pages.module.css';

/** Same boxes as the cards, so nothing moves when the data arrives. */
export function GridSkeleton({ shape, count = 8 }: { shape: 'poster' | 'wide'; count?: number }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {accountTexts.loading}
      </span>
      <div className={styles.grid} data-shape={shape}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.skeletonCard} data-shape={shape} />
        ))}
      </div>
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      <a href="/" className={styles.emptyAction}>
        {accountTexts.browse}
      </a>
    </div>
  );
}

export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{message ?? accountTexts.loadFailed}</p>
      <button type="button" className={styles.emptyAction} onClick={onRetry}>
        {accountTexts.retry}
      </button>
    </div>
  );
}

/** docs/product.md §4 Lists: pages append; the button is there for keyboards, the sentinel for scrolling. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  sentinel,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  sentinel: Ref<HTMLDivElement>;
}) {
  if (!hasMore) return null;
  return (
    <div className={styles.more} ref={sentinel}>
      <button
        type="button"
        className={styles.moreButton}
        onClick={onLoadMore}
        aria-disabled={loading}
      >
        {loading ? accountTexts.loading : accountTexts.loadMore}
      </button>
    </div>
  );
}
