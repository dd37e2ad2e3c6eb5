import { useEffect, useRef } from 'react';

interface Options {
  hasMore: boolean;
  loading: boolean;
  /** Pages drawn so far: a new page re-arms the watch even if no render showed it loading. */
  pagesDrawn: number;
  onLoadMore: () => void;
  /** How far below the viewport the next page starts loading, so scrolling rarely waits. */
  rootMargin?: string;
}

/** How far the viewer must move toward the end, after a page was drawn, to ask for another. */
const MOVED_PX = 16;

/** The page cannot scroll further down: a move toward the end makes no scroll event. */
const atPageEnd = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;

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
 *
 * At the very bottom of the page a move toward the end scrolls nothing, so no scroll event says
 * so: there a wheel turned down, or a finger drawn up, is the move (a clean-clone run of the
 * Chromium suite saw a listing stop with its foot in view and every wheel lost).
 */
export function useLoadMore<T extends Element>({
  hasMore,
  loading,
  pagesDrawn,
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
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0 && atPageEnd()) load();
    };
    let touchY: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (touchY !== null && y !== undefined && y < touchY - MOVED_PX && atPageEnd()) load();
    };
    const moves = [
      ['scroll', onScroll],
      ['wheel', onWheel],
      ['touchstart', onTouchStart],
      ['touchmove', onTouchMove],
    ] as const;
    const listen = () => {
      for (const [type, listener] of moves) {
        window.addEventListener(type, listener as EventListener, { passive: true });
      }
    };
    const unlisten = () => {
      for (const [type, listener] of moves) {
        window.removeEventListener(type, listener as EventListener);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (!near) {
          away.current = true;
          unlisten();
        } else if (away.current) {
          load();
        } else {
          // Still near since the last page: only the viewer's own move toward the end counts.
          listen();
        }
      },
      { rootMargin },
    );
    const stop = () => {
      observer.disconnect();
      unlisten();
    };
    observer.observe(node);
    return stop;
    // `pagesDrawn` is what re-arms the watch after a page: a page that comes back before any
    // render showed it loading (a cached answer) leaves `loading` false throughout.
  }, [hasMore, loading, pagesDrawn, rootMargin]);

  return ref;
}
