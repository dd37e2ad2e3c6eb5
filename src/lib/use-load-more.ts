import { useEffect, useRef } from 'react';

interface Options {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How far below the viewport the next page starts loading, so scrolling rarely waits. */
  rootMargin?: string;
}

/** How far the viewer must move toward the end, after a page was drawn, to ask for another. */
const MOVED_PX = 16;

/**
 * Infinite scroll: returns a ref for a sentinel element placed after the list; when it comes near
 * the viewport and a next page exists, `onLoadMore` runs once per approach. Callers still render a
 * "load more" button, for keyboards and for browsers without IntersectionObserver.
 *
 * Once per approach: after a page was asked for and drawn, the next is asked for only when the
 * end comes near again, or, if it is still near, once the viewer moves toward it. A viewer held
 * at the bottom while pages were drawn above them (a fling that outran the page, with the
 * browser anchoring the scroll to the foot) otherwise saw the end stay in view after every page,
 * and one swipe on a phone asked for 44 pages in 5 s.
 */
export function useLoadMore<T extends Element>({
  hasMore,
  loading,
  onLoadMore,
  rootMargin = '600px 0px',
}: Options) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onLoadMore);
  // Whether the end has been out of reach since the last page was asked for.
  const away = useRef(true);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const drawnAt = node.getBoundingClientRect().top;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      away.current = false;
      stop();
      latest.current();
    };
    const onScroll = () => {
      if (node.getBoundingClientRect().top < drawnAt - MOVED_PX) load();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (!near) {
          away.current = true;
          window.removeEventListener('scroll', onScroll);
        } else if (away.current) {
          load();
        } else {
          // Still near since the last page: only the viewer's own move toward the end counts.
          window.addEventListener('scroll', onScroll, { passive: true });
        }
      },
      { rootMargin },
    );
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    observer.observe(node);
    return stop;
  }, [hasMore, loading, rootMargin]);

  return ref;
}
