import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { followLink, studioHref } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { ReadingList } from './reading-list';
import { readingKeys } from './reading-keys';
import { formatMoment, readingTexts as texts } from './reading-texts';
import styles from './reading.module.css';

type Row = StudioDataOf<'studioNewsletters'>['rows'][number];

const columns: TableColumn<Row>[] = [
  {
    id: 'title',
    label: texts.title,
    isRowHeader: true,
    render: (r) => (
      <a href={studioHref(`reading/newsletters/${r.id}`)} onClick={followLink}>
        {r.title}
      </a>
    ),
  },
  {
    id: 'published',
    label: texts.publishedAt,
    render: (r) => (
      <>
        {formatMoment(r.published_at)}
        {Date.parse(r.published_at) > Date.now() ? (
          <span className={styles.muted}> · {texts.notYet}</span>
        ) : null}
      </>
    ),
  },
];

/** Every newsletter, newest first, those dated ahead included (marked). */
export function NewsletterList() {
  return (
    <ReadingList
      at="reading/newsletters"
      heading={texts.newsletters}
      newLabel={texts.newNewsletter}
      searchLabel={texts.searchNewsletters}
      emptyText={texts.noNewsletters}
      columns={columns}
      queryKey={readingKeys.newsletters}
      load={(query) => studioCall('studioNewsletters', { query })}
    />
  );
}
