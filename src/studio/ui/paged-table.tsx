import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type TableColumn } from './data-table';
import { Pager } from './pager';
import { LoadError, LoadingRows } from './states';

interface Props<T> {
  /** The room's query for one server page of the list. */
  list: UseQueryResult<{ rows: T[]; has_more: boolean }>;
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<T>[];
  emptyText: string;
  /** The page the pager names. */
  page: number;
  /** The pager's navigation name. */
  pagerLabel: string;
  onPage: (page: number) => void;
}

/**
 * A room's server-paged list in its three states: bars while the first page loads, the error with
 * a retry, then the page's rows and the pager (which waits while the next page loads).
 */
export function PagedTable<T extends { id: number }>({
  list,
  label,
  columns,
  emptyText,
  page,
  pagerLabel,
  onPage,
}: Props<T>) {
  if (list.isPending) return <LoadingRows />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data.rows}
        rowKey={(r) => r.id}
        emptyText={emptyText}
      />
      <Pager
        label={pagerLabel}
        page={page}
        hasMore={list.data.has_more}
        busy={list.isFetching}
        onPage={onPage}
      />
    </>
  );
}
