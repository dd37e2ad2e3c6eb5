import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSearchCombobox, searchTexts } from '@/features/search';
import { SearchIcon } from '@/ui/icons';
import { whenIdle } from '@/lib/when-idle';
import styles from './header-search.module.css';

const loadCombobox = loadSearchCombobox;
// react-aria stays out of the entry chunk: the typeahead arrives when the browser is idle, or at
// once when the user reaches for the placeholder.
const SearchCombobox = lazy(() => loadCombobox().then((m) => ({ default: m.SearchCombobox })));

/** Only where the header shows the typeahead (the CSS hides it below this width). */
const DESKTOP_SEARCH = '(min-width: 1280px)';

export function HeaderSearch() {
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!window.matchMedia(DESKTOP_SEARCH).matches) return;
    return whenIdle(() => setWanted(true));
  }, []);

  // Same look and name as the real box; what is typed here carries over when it arrives.
  const placeholder = (
    <div className={styles.field}>
      <SearchIcon className={styles.icon} width={18} height={18} />
      <input
        type="text"
        aria-label={searchTexts.label}
        className={styles.input}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onPointerEnter={() => setWanted(true)}
        placeholder={searchTexts.placeholder}
        maxLength={100}
      />
    </div>
  );

  return (
    <div className={styles.search}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <SearchCombobox initialValue={typed} focusOnMount={focused} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
