import { useEffect, useRef } from 'react';

interface Options {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the next page starts loading, so scrolling rarely waits. */
  rootMargin?: string;
}

/**
 * Infinite scroll: returns a ref for a sentinel element placed after the list; when it comes near
 * the viewport and a next page exists, `onLoadMore` runs once per page. Callers still render a
 * "load more" button, for keyboards and for browsers without IntersectionObserver.
 */
export function useLoadMore<T extends Element>({
  hasMore,
  loading,
  onLoadMore,
  rootMargin = '600px 0px',
}: Options) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          latest.current();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, rootMargin]);

  return ref;
}
