import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { followLink, navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { PagedTable } from '../../ui/paged-table';
import { RoomHeading } from '../../ui/room-heading';
import { SearchBox } from '../../ui/search-box';
import uiStyles from '../../ui/studio-ui.module.css';
import { readingTexts as texts } from './reading-texts';
import styles from './reading.module.css';

interface Page<R> {
  rows: R[];
  has_more: boolean;
}

interface Props<R> {
  /** The list's address under /studio ('reading' or 'reading/podcasts'). */
  at: string;
  heading: string;
  newLabel: string;
  searchLabel: string;
  emptyText: string;
  columns: TableColumn<R>[];
  queryKey: (query: { q?: string; page: number }) => readonly unknown[];
  load: (query: { q?: string; page: number }) => Promise<Page<R>>;
}

/** One server page of a list, its search and page in the address (linkable, back returns). */
export function ReadingList<R extends { id: number }>(props: Props<R>) {
  const { search } = useStudioLocation();
  const query = {
    ...(search.get('q') ? { q: search.get('q') ?? '' } : {}),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const list = useQuery({
    queryKey: props.queryKey(query),
    queryFn: () => props.load(query),
    placeholderData: keepPreviousData,
  });
  const go = (change: Record<string, string | number | undefined>) =>
    navigate(studioHref(props.at, { q: query.q, ...change }));
  return (
    <>
      <RoomHeading title={props.heading}>
        <a className={uiStyles.primary} href={studioHref(`${props.at}/new`)} onClick={followLink}>
          {props.newLabel}
        </a>
      </RoomHeading>
      <div className={styles.filters}>
        <SearchBox
          key={query.q ?? ''}
          label={props.searchLabel}
          value={query.q ?? ''}
          onSearch={(q) => go({ q, page: undefined })}
        />
      </div>
      <PagedTable
        list={list}
        label={props.heading}
        columns={props.columns}
        emptyText={props.emptyText}
        page={query.page}
        pagerLabel={texts.paging}
        onPage={(page) => go({ page })}
      />
    </>
  );
}
