import { useEffect, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from '@/ui/icons';
import { LoadError } from '@/ui/status-view';
import { useSearchResults } from '../api/search-media';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchTexts } from '../texts';
import styles from './search-page.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  /** The `q` query: a shared or reloaded search shows its results at once. */
  initialQuery: string;
  /** Keeps the URL's `q` in step with the settled text (replace, not a new history entry). */
  onQueryChange: (q: string) => void;
}

/** `/search`, the phone's search: a field and the results as a list, same API as the header. */
export function SearchPage({ initialQuery, onQueryChange }: Props) {
  useDocumentTitle(searchTexts.pageTitle);
  const [input, setInput] = useState(initialQuery);
  const q = useDebouncedValue(input.trim());
  const results = useSearchResults(q);
  const inputId = useId();

  useEffect(() => {
    if (q !== initialQuery) onQueryChange(q);
  }, [q, initialQuery, onQueryChange]);

  const items = q ? (results.data ?? []) : [];
  let status = '';
  if (q && results.isFetching && !results.data) status = searchTexts.searching;
  else if (q && results.isSuccess) {
    status = items.length ? searchTexts.results(items.length) : searchTexts.noResults(q);
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{searchTexts.pageTitle}</h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {searchTexts.label}
        </label>
        <SearchIcon className={styles.icon} width={20} height={20} />
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={searchTexts.placeholder}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
        />
      </form>
      <p className={styles.status} role="status">
        {status}
      </p>
      {!q ? <p className={styles.hint}>{searchTexts.hint}</p> : null}
      {q && results.isError ? (
        <LoadError compact title={searchTexts.failed} onRetry={() => void results.refetch()} />
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={searchTexts.results(items.length)}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to="/theatre/detail/$id"
                params={{ id: String(item.id) }}
                className={styles.item}
              >
                <span className={styles.thumb}>
                  {item.image ? (
                    <img src={item.image} alt="" loading="lazy" width={64} height={96} />
                  ) : null}
                </span>
                <span className={styles.text}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.original_name ? (
                    <span className={styles.original}>{item.original_name}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
