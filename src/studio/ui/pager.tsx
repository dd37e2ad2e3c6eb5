import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

interface Props {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
  /** What is paged, for the navigation's name. */
  label: string;
}

/** Server-side paging: "Өмнөх" / "Дараах" and the page number. */
export function Pager({ page, hasMore, onPage, busy = false, label }: Props) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {studioTexts.previous}
      </button>
      <span aria-live="polite">{studioTexts.page(page)}</span>
      <button
        type="button"
        className={styles.button}
        disabled={!hasMore || busy}
        onClick={() => onPage(page + 1)}
      >
        {studioTexts.next}
      </button>
    </nav>
  );
}
