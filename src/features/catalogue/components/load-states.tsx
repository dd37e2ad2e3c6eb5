import type { ReactNode } from 'react';
import { catalogueTexts } from '../texts';
import styles from './load-states.module.css';

/**
 * A failed load says why and offers a retry (docs/product.md §8: list failures only reset the loading
 * flags; we still tell the user).
 */
export function LoadError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <div className={styles.error} data-compact={compact} role="alert">
      <p className={styles.errorTitle}>{catalogueTexts.states.loadFailed}</p>
      {reason && reason !== catalogueTexts.states.loadFailed ? (
        <p className={styles.reason}>{reason}</p>
      ) : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {catalogueTexts.states.retry}
      </button>
    </div>
  );
}

export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <svg
        width="56"
        height="56"
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={styles.emptyIcon}
      >
        <rect
          x="3.5"
          y="5"
          width="17"
          height="12"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path d="M8 20h8M10.5 9.5v4l3.5-2z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action}
    </div>
  );
}
