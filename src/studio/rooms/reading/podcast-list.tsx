import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { followLink, studioHref } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { ReadingList } from './reading-list';
import { readingKeys } from './reading-keys';
import { readingTexts as texts } from './reading-texts';

type Row = StudioDataOf<'studioPodcasts'>['rows'][number];

const columns: TableColumn<Row>[] = [
  {
    id: 'title',
    label: texts.title,
    isRowHeader: true,
    render: (r) => (
      <a href={studioHref(`reading/podcasts/${r.id}`)} onClick={followLink}>
        {r.title}
      </a>
    ),
  },
  { id: 'creator', label: texts.creator, render: (r) => r.creator },
  { id: 'tracks', label: texts.tracks, render: (r) => r.track_count },
];

/** Every podcast, newest first, searched by title or creator. */
export function PodcastList() {
  return (
    <ReadingList
      at="reading/podcasts"
      heading={texts.podcasts}
      newLabel={texts.newPodcast}
      searchLabel={texts.searchPodcasts}
      emptyText={texts.noPodcasts}
      columns={columns}
      queryKey={readingKeys.podcasts}
      load={(query) => studioCall('studioPodcasts', { query })}
    />
  );
}
