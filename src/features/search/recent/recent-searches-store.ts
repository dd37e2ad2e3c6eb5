import { del, get, set } from 'idb-keyval';

/*
 * Recent searches, kept on the device per viewer (docs/decisions/026): idb-keyval under
 * `search.recent.<userId>` or `search.recent.guest`. Not a device preference, so
 * lib/private-data.ts deletes every list when a session ends (logout, or a refused token), and
 * the next person on a shared phone starts with none. A module store, so the header's typeahead
 * and /search show the same list.
 */

export const RECENT_SEARCH_LIMIT = 8;
const MAX_LENGTH = 100;

export const recentSearchKey = (viewerId: number) =>
  `search.recent.${viewerId > 0 ? viewerId : 'guest'}`;

const EMPTY: readonly string[] = [];
const lists = new Map<string, readonly string[]>();
const loading = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The list for `key`, read from IndexedDB on first use (empty until it arrives). */
export function recentSearches(key: string): readonly string[] {
  const list = lists.get(key);
  if (list) return list;
  if (!loading.has(key)) {
    loading.add(key);
    void get<unknown>(key)
      .then((stored) =>
        Array.isArray(stored)
          ? stored.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCH_LIMIT)
          : EMPTY,
      )
      .catch(() => EMPTY)
      .then((stored) => {
        loading.delete(key);
        // A search made while the list was loading goes before what was stored.
        const early = lists.get(key) ?? EMPTY;
        const older = stored.filter((s) => !early.some((e) => same(e, s)));
        lists.set(key, [...early, ...older].slice(0, RECENT_SEARCH_LIMIT));
        emit();
      });
  }
  return EMPTY;
}

function write(key: string, next: readonly string[]) {
  lists.set(key, next);
  emit();
  // Best effort: a private window may refuse IndexedDB; the list still lasts the visit.
  void (next.length ? set(key, next) : del(key)).catch(() => undefined);
}

/** Newest first, once each (case-insensitively), at most RECENT_SEARCH_LIMIT. */
export function addRecentSearch(key: string, text: string) {
  const q = text.trim().slice(0, MAX_LENGTH);
  if (!q) return;
  const rest = (lists.get(key) ?? EMPTY).filter((s) => !same(s, q));
  write(key, [q, ...rest].slice(0, RECENT_SEARCH_LIMIT));
}

export function removeRecentSearch(key: string, text: string) {
  write(
    key,
    (lists.get(key) ?? EMPTY).filter((s) => s !== text),
  );
}

export function clearRecentSearches(key: string) {
  write(key, EMPTY);
}

/** Tests only: forget what this page has read, as a new page load would. */
export function resetRecentSearchesForTests() {
  lists.clear();
  loading.clear();
}
