import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CardSkeleton } from '@/ui/card-skeleton';
import { RowHead, RowTrack } from './media-row';
import styles from './media-row.module.css';

/** Rows mount about a screen before they scroll into view, so nobody sees a placeholder. */
const MOUNT_AHEAD = '100% 0px';

interface Props {
  /** The row's heading, shown in the placeholder too (for heading navigation); omit if unknown. */
  title?: string;
  wide?: boolean;
  /** Rows of the first view render at once, on the server as in the browser. */
  eager?: boolean;
  children: ReactNode;
}

/**
 * A home row that is built only when it nears the viewport (issue 15: the home page must not build
 * its ~2,200 elements in one task). Until then a placeholder of the row's exact size (its heading
 * and one skeleton card: the track is as tall as its tallest card) holds the place, so nothing
 * moves. The first render never reads the browser: it is the same on the server.
 */
export function LazyRow({ title, wide = false, eager = false, children }: Props) {
  const [mounted, setMounted] = useState(eager);
  const box = useRef<HTMLDivElement>(null);
  const focusWhenMounted = useRef(false);

  useEffect(() => {
    const node = box.current;
    if (mounted || !node) return;
    // A transition: React builds the row in slices and yields to input between them.
    const mount = () => startTransition(() => setMounted(true));
    if (typeof IntersectionObserver === 'undefined') {
      mount();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        mount();
      },
      { rootMargin: MOUNT_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [mounted]);

  // Tab reached the placeholder: focus goes on to the row's first link or button (or the row's
  // box while its list still loads, so the next Tab continues inside it).
  useLayoutEffect(() => {
    const node = box.current;
    if (!mounted || !focusWhenMounted.current || !node) return;
    focusWhenMounted.current = false;
    (node.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? node).focus();
  }, [mounted]);

  return (
    <div ref={box} tabIndex={-1}>
      {mounted ? (
        children
      ) : (
        <section
          className={styles.row}
          aria-label={title}
          aria-busy="true"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it stands in for a row of links: Tab must reach it, and focusing it builds the row
          tabIndex={0}
          onFocus={() => {
            focusWhenMounted.current = true;
            setMounted(true);
          }}
          data-testid="row-placeholder"
        >
          {title ? <RowHead title={title} /> : <div className={styles.head} />}
          <RowTrack wide={wide}>
            <CardSkeleton shape={wide ? 'wide' : 'poster'} />
          </RowTrack>
        </section>
      )}
    </div>
  );
}
