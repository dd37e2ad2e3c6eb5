import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from '@/ui/icons';
import { EmptyState, LoadError } from '@/ui/status-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { canSearch, useSearchResults } from '../api/search-media';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecentSearches } from '../recent/use-recent-searches';
import { hasFilters, type SearchFilters } from '../search-params';
import { resultKey, resultLink } from '../result-link';
import { searchTexts } from '../texts';
import { RecentSearches } from './recent-searches';
import { SearchFiltersBar } from './search-filters';
import { imageSources } from '@/ui/image-sources';
import styles from './search-page.module.css';

interface Props {
  /** The `q` query: a shared or reloaded search shows its results at once. */
  initialQuery: string;
  /** `type`, `category` and `year` from the URL. */
  filters: SearchFilters;
  /** Keeps the URL's `q` in step with the settled text (replace, not a new history entry). */
  onQueryChange: (q: string) => void;
  /** A filter change: a new history entry, so Back undoes it. */
  onFiltersChange: (filters: SearchFilters) => void;
}

/**
 * `/search`, the phone's search: a field, filters by type, category and year, and the results as
 * a list (same API as the header). With the box empty and focused it offers recent searches.
 */
export function SearchPage({ initialQuery, filters, onQueryChange, onFiltersChange }: Props) {
  useDocumentTitle(searchTexts.pageTitle);
  const [input, setInput] = useState(initialQuery);
  const [focused, setFocused] = useState(false);
  const q = useDebouncedValue(input.trim());
  const params = { q, ...filters };
  const results = useSearchResults(params);
  const recent = useRecentSearches();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The q this page last put in (or took from) the URL: Back to another q refills the box.
  const urlQ = useRef(initialQuery);

  useEffect(() => {
    if (initialQuery === urlQ.current) return;
    urlQ.current = initialQuery;
    setInput(initialQuery);
  }, [initialQuery]);

  useEffect(() => {
    if (q === urlQ.current) return;
    urlQ.current = q;
    onQueryChange(q);
  }, [q, onQueryChange]);

  // Arriving with nothing to show yet (the header's search icon), the person came to type: the
  // box takes the focus, and a phone opens its keyboard. With words or filters in the URL (a
  // reload, Back, a shared link) the results come first.
  const arrivedEmpty = useRef(!initialQuery && !hasFilters(filters));
  useEffect(() => {
    if (arrivedEmpty.current) inputRef.current?.focus();
  }, []);

  const filtered = hasFilters(filters);
  const active = canSearch(params);
  const items = active ? (results.data ?? []) : [];
  let status = '';
  if (active && results.isFetching && !results.data) status = searchTexts.searching;
  else if (active && results.isSuccess) {
    if (items.length) status = searchTexts.results(items.length);
    else status = filtered ? searchTexts.filters.noMatch : searchTexts.noResults(q);
  }

  const pick = (text: string) => {
    setInput(text);
    recent.add(text);
    inputRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{searchTexts.pageTitle}</h1>
      <div
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            recent.add(input);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {searchTexts.label}
          </label>
          <SearchIcon className={styles.icon} width={20} height={20} />
          <input
            ref={inputRef}
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
        {focused && !input.trim() ? <RecentSearches onPick={pick} inputRef={inputRef} /> : null}
      </div>
      <SearchFiltersBar filters={filters} onChange={onFiltersChange} />
      <p className={styles.status} role="status">
        {status}
      </p>
      {!active ? <p className={styles.hint}>{searchTexts.hint}</p> : null}
      {active && results.isError ? (
        <LoadError compact title={searchTexts.failed} onRetry={() => void results.refetch()} />
      ) : null}
      {active && filtered && results.isSuccess && items.length === 0 ? (
        // The filter bar's own clear button, just above, is the way out: one control, one name.
        <EmptyState
          title={searchTexts.filters.emptyTitle}
          text={searchTexts.filters.noMatchHint}
        ></EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={searchTexts.results(items.length)}>
          {items.map((item) => (
            <li key={resultKey(item)}>
              <Link
                {...resultLink(item)}
                className={styles.item}
                onClick={() => {
                  if (q) recent.add(q);
                }}
              >
                <span className={styles.thumb} data-kind={item.kind}>
                  {item.image ? (
                    <img
                      {...imageSources(item.image, '64px')}
                      alt=""
                      loading="lazy"
                      width={64}
                      height={96}
                    />
                  ) : null}
                </span>
                <span className={styles.text}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.original_name ? (
                    <span className={styles.original}>{item.original_name}</span>
                  ) : null}
                  <span className={styles.kind}>{searchTexts.kinds[item.kind]}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
