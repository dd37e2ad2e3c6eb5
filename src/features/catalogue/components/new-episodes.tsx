import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteGrid } from '@/ui/infinite-grid';
import { EmptyState } from '@/ui/status-view';
import { latestEpisodesInfiniteOptions } from '../api/get-latest-episodes';
import { catalogueTexts } from '../texts';
import { byId, EpisodeGridItem } from './grid-items';
import { ListingLayout } from './listing-layout';

const t = catalogueTexts.listing;

/** `/episode/new`: the newest episodes, page after page. */
export function NewEpisodes() {
  const query = useInfiniteQuery(latestEpisodesInfiniteOptions());
  const total = query.data?.pages[0]?.total;
  return (
    <ListingLayout
      title={t.newEpisodes}
      count={total === undefined ? undefined : t.totalEpisodes(total)}
    >
      <InfiniteGrid
        query={query}
        label={t.newEpisodes}
        itemKey={byId}
        Item={EpisodeGridItem}
        shape="wide"
        empty={<EmptyState title={t.empty} />}
      />
    </ListingLayout>
  );
}
