import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { InfiniteGrid } from '@/ui/infinite-grid';
import { EmptyState } from '@/ui/status-view';
import { movieListInfiniteOptions } from '../api/get-movie-list';
import { seriesListInfiniteOptions } from '../api/get-series-list';
import { ALL_SERIES, MEDIA_TYPES, type MediaType } from '../listing-params';
import { catalogueTexts } from '../texts';
import { byId, MediaGridItem } from './grid-items';
import { ListingLayout } from './listing-layout';
import styles from './media-listing.module.css';

const t = catalogueTexts.listing;

/** `/media`, all content: series, movies and theatre titles, one kind at a time (`?type=`). */
export function MediaListing({ type }: { type: MediaType }) {
  const series = useInfiniteQuery({
    ...seriesListInfiniteOptions(ALL_SERIES),
    enabled: type === 'series',
  });
  const movies = useInfiniteQuery({
    ...movieListInfiniteOptions({
      cat: 'all',
      sort: 'all',
      type: type === 'series' ? 'movie' : type,
    }),
    enabled: type !== 'series',
  });
  const query = type === 'series' ? series : movies;
  const total = query.data?.pages[0]?.total;
  return (
    <ListingLayout
      title={t.allContent}
      count={total === undefined ? undefined : t.total(total)}
      filters={
        <nav aria-label={t.kinds} className={styles.tabs}>
          {MEDIA_TYPES.map((kind) => (
            <Link
              key={kind}
              to="/media"
              search={{ type: kind }}
              className={styles.tab}
              aria-current={kind === type ? 'page' : undefined}
            >
              {t.mediaTypes[kind]}
            </Link>
          ))}
        </nav>
      }
    >
      <InfiniteGrid
        query={query}
        label={t.mediaTypes[type]}
        itemKey={byId}
        Item={MediaGridItem}
        empty={<EmptyState title={t.empty} />}
      />
    </ListingLayout>
  );
}
