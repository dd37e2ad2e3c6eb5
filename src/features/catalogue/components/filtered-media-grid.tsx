import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MediaCard } from '@contract/entities';
import type { Paged } from '@contract/envelope';
import { InfiniteGrid } from '@/ui/infinite-grid';
import { EmptyState, statusActionClass } from '@/ui/status-view';
import { catalogueTexts } from '../texts';
import { byId, MediaGridItem } from './grid-items';

const t = catalogueTexts.listing;

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<Paged<MediaCard>>>;
  label: string;
  /** Set when filters are narrowing the list: an empty result offers to drop them. */
  onResetFilters?: () => void;
}

/** A filtered listing's titles with infinite scroll, and a way back to all of them when none match. */
export function FilteredMediaGrid({ query, label, onResetFilters }: Props) {
  return (
    <InfiniteGrid
      query={query}
      label={label}
      itemKey={byId}
      Item={MediaGridItem}
      empty={
        <EmptyState title={t.empty} text={t.emptyHint}>
          {onResetFilters ? (
            <button type="button" className={statusActionClass} onClick={onResetFilters}>
              {t.resetFilters}
            </button>
          ) : null}
        </EmptyState>
      }
    />
  );
}
