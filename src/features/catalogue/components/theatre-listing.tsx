import { useInfiniteQuery } from '@tanstack/react-query';
import { useHomeCategories } from '../api/get-home-categories';
import { movieListInfiniteOptions } from '../api/get-movie-list';
import {
  ALL_THEATRE,
  LIST_SORTS,
  parseIdOrAll,
  parseSort,
  type TheatreFilters,
} from '../listing-params';
import { catalogueTexts } from '../texts';
import { FilterBar, FilterSelect, withCurrent } from './filter-bar';
import { FilteredMediaGrid } from './filtered-media-grid';
import { ListingLayout } from './listing-layout';

const t = catalogueTexts.listing;

interface Props {
  filters: TheatreFilters;
  onFiltersChange: (next: TheatreFilters) => void;
}

/** `/theatre/{cat}/{sort}`: movies and theatre titles (POST movies/web). */
export function TheatreListing({ filters, onFiltersChange }: Props) {
  const query = useInfiniteQuery(movieListInfiniteOptions({ ...filters, type: 'all' }));
  const categories = useHomeCategories();
  const category = categories.data?.find((c) => c.id === filters.cat);
  const heading = category ? `${t.theatre} · ${category.title}` : t.theatre;
  const total = query.data?.pages[0]?.total;
  const filtered = filters.cat !== 'all' || filters.sort !== 'all';

  return (
    <ListingLayout
      title={heading}
      count={total === undefined ? undefined : t.total(total)}
      filters={
        <FilterBar>
          <FilterSelect
            label={t.category}
            value={String(filters.cat)}
            options={withCurrent(
              (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
              filters.cat,
              String(filters.cat),
            )}
            onChange={(v) => onFiltersChange({ ...filters, cat: parseIdOrAll(v) })}
          />
          <FilterSelect
            label={t.sort}
            value={filters.sort}
            options={LIST_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))}
            onChange={(v) => onFiltersChange({ ...filters, sort: parseSort(v) })}
          />
        </FilterBar>
      }
    >
      <FilteredMediaGrid
        query={query}
        label={heading}
        onResetFilters={filtered ? () => onFiltersChange(ALL_THEATRE) : undefined}
      />
    </ListingLayout>
  );
}
