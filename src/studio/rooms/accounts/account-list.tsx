import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { followLink, navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { PagedTable } from '../../ui/paged-table';
import { RoomHeading } from '../../ui/room-heading';
import { SearchBox } from '../../ui/search-box';
import { accountKeys } from './account-keys';
import { accountTexts as texts, formatWhen } from './account-texts';

type AccountRow = StudioDataOf<'studioAccounts'>['rows'][number];

const columns: TableColumn<AccountRow>[] = [
  {
    id: 'phone',
    label: texts.phone,
    isRowHeader: true,
    render: (r) => (
      <a href={studioHref(`accounts/${r.id}`)} onClick={followLink}>
        {r.phone}
      </a>
    ),
  },
  { id: 'id', label: 'ID', render: (r) => r.id },
  { id: 'name', label: texts.name, render: (r) => r.name ?? texts.unknown },
  { id: 'days', label: texts.days, render: (r) => r.days },
  { id: 'joined', label: texts.joined, render: (r) => formatWhen(r.created_at) },
];

/** Finding a viewer: the search and the page live in the address, the server pages the users. */
export function AccountList() {
  const { search } = useStudioLocation();
  const query = {
    q: search.get('q') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const accounts = useQuery({
    queryKey: accountKeys.list(query),
    queryFn: () => studioCall('studioAccounts', { query }),
    placeholderData: keepPreviousData,
  });
  const go = (change: { q?: string | undefined; page?: number | undefined }) =>
    navigate(studioHref('accounts', { q: query.q, ...change }));
  return (
    <>
      <RoomHeading title={texts.title} />
      <SearchBox
        key={query.q ?? ''}
        label={texts.search}
        value={query.q ?? ''}
        onSearch={(q) => go({ q, page: undefined })}
      />
      <PagedTable
        list={accounts}
        label={texts.searchTable}
        columns={columns}
        emptyText={texts.none}
        page={accounts.data?.page ?? query.page}
        pagerLabel={texts.pages}
        onPage={(page) => go({ page })}
      />
    </>
  );
}
