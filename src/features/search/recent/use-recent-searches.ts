import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useViewerId } from '@/session';
import {
  addRecentSearch,
  clearRecentSearches,
  recentSearchKey,
  recentSearches,
  removeRecentSearch,
  subscribe,
} from './recent-searches-store';

/** The viewer's recent searches (a guest has the device's guest list), and how to change them. */
export function useRecentSearches() {
  const key = recentSearchKey(useViewerId());
  const getSnapshot = useCallback(() => recentSearches(key), [key]);
  const items = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(
    () => ({
      items,
      add: (q: string) => addRecentSearch(key, q),
      remove: (q: string) => removeRecentSearch(key, q),
      clear: () => clearRecentSearches(key),
    }),
    [items, key],
  );
}
