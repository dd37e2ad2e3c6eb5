import { useRef, type ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import styles from './media-row.module.css';

interface Props {
  title: string;
  /** A "see all" link (a typed <Link> built by the caller); omitted when the row is everything. */
  more?: ReactNode;
  /** Wide rows hold 16:9 cards, so fewer fit across. */
  wide?: boolean;
  id?: string;
  children: ReactNode;
}

/**
 * A horizontal row that scrolls by touch, wheel and keyboard (each card is a link, so Tab walks
 * it and the browser scrolls it into view); the arrow buttons page through it on desktop.
 */
export function MediaRow({ title, more, wide = false, id, children }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className={styles.row} aria-label={title} id={id}>
      <RowHead title={title} more={more}>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(-1)}
            aria-label={`${title}: ${texts.home.rowScrollLeft}`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(1)}
            aria-label={`${title}: ${texts.home.rowScrollRight}`}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </RowHead>
      <ul className={styles.list} ref={scroller} data-wide={wide}>
        {children}
      </ul>
    </section>
  );
}

export function RowHead({
  title,
  more,
  children,
}: {
  title: string;
  more?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <h2 className={styles.title}>{title}</h2>
      {more ? <span className={styles.more}>{more}</span> : null}
      {children}
    </div>
  );
}

export function MediaRowItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/** The row's list box without content, for skeletons that must match its size exactly. */
export function RowTrack({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className={styles.list} data-wide={wide} aria-hidden="true">
      {children}
    </div>
  );
}
