import { useRef, type ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import styles from './media-row.module.css';

interface Props {
  title: string;
  /** Where "see all" goes; omitted when the row is the whole list. */
  moreHref?: string;
  children: ReactNode;
}

/**
 * A horizontal row that scrolls by touch, wheel and keyboard (each card is a link, so Tab walks
 * it and the browser scrolls it into view); the arrow buttons page through it on desktop.
 */
export function MediaRow({ title, moreHref, children }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className={styles.row} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {moreHref ? (
          <a href={moreHref} className={styles.more}>
            {texts.home.seeAll}
          </a>
        ) : null}
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(-1)}
            aria-label={texts.home.rowScrollLeft}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(1)}
            aria-label={texts.home.rowScrollRight}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul className={styles.list} ref={scroller}>
        {children}
      </ul>
    </section>
  );
}

export function MediaRowItem({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <li className={styles.item} data-wide={wide}>
      {children}
    </li>
  );
}
