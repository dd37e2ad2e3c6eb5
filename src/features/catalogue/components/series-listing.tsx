import { useInfiniteQuery } from '@tanstack/react-query';
import { seriesListInfiniteOptions } from '../api/get-series-list';
import { useHomeCategories } from '../api/get-home-categories';
import { useSeasonList } from '../api/get-season-list';
import {
  ALL_SERIES,
  ANIME_STATUSES,
  LIST_SORTS,
  parseIdOrAll,
  parseSort,
  type SeriesFilters,
} from '../listing-params';
import { catalogueTexts } from '../texts';
import { FilterBar, FilterSelect, withCurrent } from './filter-bar';
import { FilteredMediaGrid } from './filtered-media-grid';
import { ListingLayout } from './listing-layout';

const t = catalogueTexts.listing;

interface Props {
  filters: SeriesFilters;
  /** The `title` query (e.g. the all-categories title /series redirects with). */
  title?: string;
  onFiltersChange: (next: SeriesFilters) => void;
}

export function SeriesListing({ filters, title, onFiltersChange }: Props) {
  const query = useInfiniteQuery(seriesListInfiniteOptions(filters));
  const categories = useHomeCategories();
  const seasons = useSeasonList();
  const category = categories.data?.find((c) => c.id === filters.cat);
  const heading = title ?? category?.title ?? (filters.cat === 'all' ? t.allContent : t.series);
  const total = query.data?.pages[0]?.total;
  const set = (patch: Partial<SeriesFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = JSON.stringify(filters) !== JSON.stringify(ALL_SERIES);

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
              heading,
            )}
            onChange={(v) => set({ cat: parseIdOrAll(v) })}
          />
          <FilterSelect
            label={t.season}
            value={String(filters.season)}
            options={withCurrent(
              (seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
              filters.season,
              String(filters.season),
            )}
            onChange={(v) => set({ season: parseIdOrAll(v) })}
          />
          <FilterSelect
            label={t.status}
            value={filters.status}
            options={ANIME_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
            onChange={(v) => set({ status: ANIME_STATUSES.find((s) => s === v) ?? 'all' })}
          />
          <FilterSelect
            label={t.sort}
            value={filters.sort}
            options={LIST_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))}
            onChange={(v) => set({ sort: parseSort(v) })}
          />
        </FilterBar>
      }
    >
      <FilteredMediaGrid
        query={query}
        label={heading}
        onResetFilters={filtered ? () => onFiltersChange(ALL_SERIES) : undefined}
      />
    </ListingLayout>
  );
}
