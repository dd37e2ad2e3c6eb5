import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { SearchPage, parseSearchParams } from '@/features/search';
import type { SearchFilters } from '@/features/search';

/**
 * `/search`: the mobile search page. `q` and the filters (`type`, `category`, `year`) live in the
 * URL, so reload, Back and a shared link keep them; junk values are dropped, not an error.
 */
export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '', ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the entry (Back does not step through every word); filters add one.
  const onQueryChange = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: next || undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const onFiltersChange = useCallback(
    (next: SearchFilters) =>
      void navigate({ search: (prev) => ({ q: prev.q, ...next }), resetScroll: false }),
    [navigate],
  );
  return (
    <SearchPage
      initialQuery={q}
      filters={filters}
      onQueryChange={onQueryChange}
      onFiltersChange={onFiltersChange}
    />
  );
}
