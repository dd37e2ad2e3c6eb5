import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search';

export interface SearchSearch {
  q?: string;
}

/** `/search`: the mobile search page; `q` is optional and kept in the URL. */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchSearch =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 100) } : {},
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback(
    (next: string) =>
      void navigate({ search: next ? { q: next } : {}, replace: true, resetScroll: false }),
    [navigate],
  );
  return <SearchPage initialQuery={q} onQueryChange={onQueryChange} />;
}
