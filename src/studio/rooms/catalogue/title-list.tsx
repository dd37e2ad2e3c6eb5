import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { PUBLISH_STATES, type PublishState } from '@contract/studio/roles';
import {
  TITLE_KINDS,
  TITLE_SORTS,
  TITLE_SORT_NAMES,
  type TitleKind,
  type TitleSort,
} from '@contract/studio/catalogue-values';
import { studioCall } from '../../api/studio-client';
import { followLink, navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { formatMoment } from '../../ui/format-moment';
import { PagedTable } from '../../ui/paged-table';
import { RoomHeading } from '../../ui/room-heading';
import { SearchBox } from '../../ui/search-box';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import { StateBadge } from './state-badge';
import styles from './catalogue.module.css';

type TitleRow = StudioDataOf<'studioTitles'>['rows'][number];

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

const columns: TableColumn<TitleRow>[] = [
  {
    id: 'title',
    label: 'Нэр',
    isRowHeader: true,
    render: (r) => (
      <a href={studioHref(`catalogue/titles/${r.id}`)} onClick={followLink}>
        {r.title}
        {r.original_name ? <span className={styles.muted}> · {r.original_name}</span> : null}
      </a>
    ),
  },
  { id: 'kind', label: texts.kind, render: (r) => texts.kinds[r.kind] },
  { id: 'state', label: texts.state, render: (r) => <StateBadge row={r} /> },
  { id: 'updated', label: texts.updated, render: (r) => formatMoment(r.updated_at) },
];

/**
 * Every title, one server page at a time: search, kind and state filters and the order live in
 * the address, so a list can be linked and the back button returns to it.
 */
export function TitleList() {
  const { search } = useStudioLocation();
  const query = {
    q: search.get('q') ?? undefined,
    kind: pick<TitleKind>(TITLE_KINDS, search.get('kind')),
    publish_state: pick<PublishState>(PUBLISH_STATES, search.get('state')),
    sort: pick<TitleSort>(TITLE_SORTS, search.get('sort')) ?? 'updated',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const titles = useQuery({
    queryKey: catalogueKeys.titles(query),
    queryFn: () => studioCall('studioTitles', { query }),
    placeholderData: keepPreviousData,
  });
  const go = (change: Record<string, string | number | undefined>) =>
    navigate(
      studioHref('catalogue', {
        q: query.q,
        kind: query.kind,
        state: query.publish_state,
        sort: query.sort === 'updated' ? undefined : query.sort,
        ...change,
      }),
    );

  return (
    <>
      <RoomHeading title={texts.title}>
        <a className={uiStyles.primary} href={studioHref('catalogue/new')} onClick={followLink}>
          {texts.newTitle}
        </a>
      </RoomHeading>
      <div className={styles.filters}>
        <SearchBox
          key={query.q ?? ''}
          label={texts.search}
          value={query.q ?? ''}
          onSearch={(q) => go({ q, page: undefined })}
        />
        <label className={uiStyles.fieldLabel}>
          {texts.kind}
          <select
            className={uiStyles.input}
            value={query.kind ?? ''}
            onChange={(e) => go({ kind: e.target.value || undefined, page: undefined })}
          >
            <option value="">{texts.any}</option>
            {TITLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {texts.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <label className={uiStyles.fieldLabel}>
          {texts.state}
          <select
            className={uiStyles.input}
            value={query.publish_state ?? ''}
            onChange={(e) => go({ state: e.target.value || undefined, page: undefined })}
          >
            <option value="">{texts.any}</option>
            {PUBLISH_STATES.map((s) => (
              <option key={s} value={s}>
                {texts.states[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={uiStyles.fieldLabel}>
          {texts.sort}
          <select
            className={uiStyles.input}
            value={query.sort}
            onChange={(e) => go({ sort: e.target.value, page: undefined })}
          >
            {TITLE_SORTS.map((s) => (
              <option key={s} value={s}>
                {TITLE_SORT_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        list={titles}
        label={texts.listLabel}
        columns={columns}
        emptyText={texts.noTitles}
        page={query.page}
        pagerLabel={texts.paging}
        onPage={(page) => go({ page })}
      />
    </>
  );
}
