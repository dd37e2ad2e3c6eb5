import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import type { SearchResult } from '@contract/entities';
import { ClockIcon, SearchIcon } from '@/ui/icons';
import { useSearchResults } from '../api/search-media';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecentSearches } from '../recent/use-recent-searches';
import { resultKey, resultLink } from '../result-link';
import { searchTexts } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './search-combobox.module.css';

/** Recent searches' option ids carry their text; results' ids are `kind:id` (resultKey). */
const RECENT = 'recent:';

type Option = { id: string; result: SearchResult } | { id: string; recent: string };

interface Props {
  /** What was typed into the placeholder input before this chunk arrived. */
  initialValue?: string;
  /** The user was in the placeholder input: keep their focus in the real one. */
  focusOnMount?: boolean;
}

/**
 * The header typeahead (react-aria ComboBox: listbox popup, arrow keys, Enter, Escape, and the
 * combobox roles screen readers expect). Results come from the server as typed, unfiltered here;
 * choosing one opens its page: /theatre/detail/{id} for a title (docs/product.md §2),
 * /podcast/detail/{id} or /news-letter/detail/{id}. Focused and empty, it offers the
 * viewer's recent searches; choosing one opens /search with it (where they can also be removed).
 * Enter on typed words opens /search with them.
 */
export function SearchCombobox({ initialValue = '', focusOnMount = false }: Props) {
  const [input, setInput] = useState(initialValue);
  const q = useDebouncedValue(input.trim());
  const results = useSearchResults({ q });
  const recent = useRecentSearches();
  const navigate = useNavigate();
  const typed = input.trim();
  const found = q && typed ? (results.data ?? []) : [];
  const items: Option[] = typed
    ? found.map((result) => ({ id: resultKey(result), result }))
    : recent.items.map((text) => ({ id: `${RECENT}${text}`, recent: text }));
  // Between a key and its answer (debounce, then the request) the popup says it is searching.
  const searching = typed !== q || results.isFetching;

  const open = (key: Key | null) => {
    if (key === null) return;
    if (typeof key === 'string' && key.startsWith(RECENT)) {
      // Searching it again means the whole answer, with filters at hand: the search page.
      const text = key.slice(RECENT.length);
      recent.add(text);
      void navigate({ to: '/search', search: { q: text } });
      return;
    }
    const result = found.find((each) => resultKey(each) === key);
    if (!result) return;
    // Opening a result is what makes a search worth remembering, not every word typed.
    if (typed) recent.add(typed);
    setInput('');
    void navigate(resultLink(result));
  };

  // Enter on the typed words (no option picked with the arrows) searches for them, as every
  // search box does: the whole answer, with filters, on the search page.
  const searchTyped = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !typed) return;
    if (event.currentTarget.getAttribute('aria-activedescendant')) return;
    recent.add(typed);
    setInput('');
    void navigate({ to: '/search', search: { q: typed } });
  };

  return (
    <ComboBox
      aria-label={searchTexts.label}
      className={styles.combobox}
      items={items}
      inputValue={input}
      onInputChange={setInput}
      value={null}
      onChange={open}
      allowsCustomValue
      // Open from the first character, so results can stream into an already open popup.
      allowsEmptyCollection={typed.length > 0}
      // Focus opens it too: an empty box lists recent searches (none: it stays shut).
      menuTrigger="focus"
    >
      <div className={styles.field}>
        <SearchIcon className={styles.icon} width={18} height={18} />
        <Input
          className={styles.input}
          placeholder={searchTexts.placeholder}
          maxLength={100}
          onKeyDown={searchTyped}
          // Only when the real box replaces the placeholder the user is typing in: focus stays.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
        />
      </div>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <ListBox<Option>
          className={styles.listbox}
          renderEmptyState={() => (
            <p className={styles.empty}>
              {searching ? searchTexts.searching : searchTexts.noResults(q)}
            </p>
          )}
        >
          {(item) =>
            'recent' in item ? (
              <ListBoxItem id={item.id} textValue={item.recent} className={styles.option}>
                <ClockIcon className={styles.recentIcon} width={16} height={16} />
                <span className={styles.text}>{item.recent}</span>
                <span className="visually-hidden">{searchTexts.recent.title}</span>
              </ListBoxItem>
            ) : (
              <ResultOption result={item.result} />
            )
          }
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function ResultOption({ result }: { result: SearchResult }) {
  return (
    <ListBoxItem id={resultKey(result)} textValue={result.title} className={styles.option}>
      <span className={styles.thumb} data-kind={result.kind}>
        {result.image ? (
          <img
            {...imageSources(result.image, '40px')}
            alt=""
            loading="lazy"
            width={40}
            height={60}
          />
        ) : null}
      </span>
      {/* No label slot: the name is all the visible text: title, original name, kind. */}
      <span className={styles.text}>
        <span className={styles.title}>{result.title}</span>
        {result.original_name ? (
          <span className={styles.original}>{result.original_name}</span>
        ) : null}
      </span>
      <span className={styles.kind}>{searchTexts.kinds[result.kind]}</span>
    </ListBoxItem>
  );
}
