import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CardSkeleton } from '@/ui/card-skeleton';
import { LoadError } from '@/ui/status-view';
import { MediaRow, RowHead, RowTrack } from './media-row';
import styles from './media-row.module.css';

const SKELETON_CARDS = 8;

interface Props<T> {
  title: string;
  query: UseQueryResult<T[]>;
  more?: ReactNode;
  wide?: boolean;
  id?: string;
  /** Renders the <MediaRowItem>s. */
  children: (items: T[]) => ReactNode;
}

/**
 * A home row that loads after first paint: a skeleton of the same size while pending, the reason
 * and a retry when it fails, nothing when the list is empty (an empty row is only a gap).
 */
export function AsyncRow<T>({ title, query, more, wide = false, id, children }: Props<T>) {
  // The list arrives through a store update, which React renders in one go; deferred, its cards
  // are built in a transition that yields to the browser (issue 15: no task over 50 ms).
  const items = useDeferredValue(query.data);
  if (query.isPending || (query.isSuccess && items === undefined)) {
    return (
      <section className={styles.row} aria-label={title} aria-busy="true" id={id}>
        <RowHead title={title} />
        <RowTrack wide={wide}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <CardSkeleton key={i} shape={wide ? 'wide' : 'poster'} />
          ))}
        </RowTrack>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className={styles.row} aria-label={title} id={id}>
        <RowHead title={title} />
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          compact
          className={styles.error}
        />
      </section>
    );
  }
  const list = items ?? query.data;
  if (list.length === 0) return null;
  return (
    <MediaRow title={title} more={more} wide={wide} id={id}>
      {children(list)}
    </MediaRow>
  );
}
