import { useEffect, useId, useRef, type RefObject } from 'react';
import { CloseIcon } from '@/ui/icons';
import { useRecentSearches } from '../recent/use-recent-searches';
import { searchTexts } from '../texts';
import styles from './recent-searches.module.css';

const t = searchTexts.recent;

interface Props {
  /** Searches that text again. */
  onPick: (q: string) => void;
  /** Where focus goes when the last one is removed: the search box. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The viewer's recent searches on this device, each searchable again with one press and
 * removable on its own, and all at once. Removing one moves focus to the next remove button (or
 * the box), so a keyboard user is never dropped on the page's start.
 */
export function RecentSearches({ onPick, inputRef }: Props) {
  const { items, remove, clear } = useRecentSearches();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** The row whose remove button was pressed, until the shorter list has rendered. */
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]');
    const next = buttons?.[Math.min(focusAt.current, buttons.length - 1)];
    focusAt.current = null;
    (next ?? inputRef.current)?.focus();
  }, [items, inputRef]);

  if (items.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t.title}
        </h2>
        <button
          type="button"
          className={styles.clearAll}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
        >
          {t.clearAll}
        </button>
      </div>
      <ul ref={listRef} className={styles.list}>
        {items.map((q, i) => (
          <li key={q} className={styles.row}>
            <button type="button" className={styles.term} onClick={() => onPick(q)}>
              {q}
            </button>
            <button
              type="button"
              data-remove
              className={styles.remove}
              aria-label={t.remove(q)}
              onClick={() => {
                focusAt.current = i;
                remove(q);
              }}
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
