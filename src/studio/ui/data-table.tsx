import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

export interface TableColumn<T> {
  id: string;
  label: string;
  /** The column that names a row for a screen reader (one per table). */
  isRowHeader?: boolean;
  render: (row: T) => ReactNode;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  emptyText?: string;
}

/**
 * A studio list as a grid (react-aria-components Table): arrow keys move between cells and rows,
 * Home/End and Page Up/Down jump, a button in a cell is reached from its cell. Paging and search
 * are the room's, on the server (Pager, SearchBox): a table shows one page.
 */
export function DataTable<T extends object>({ label, columns, rows, rowKey, emptyText }: Props<T>) {
  const items = rows.map((row) => ({ key: rowKey(row), row }));
  return (
    <div className={styles.tableWrap}>
      <Table aria-label={label} className={styles.table}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.isRowHeader ?? false} className={styles.th}>
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={items}
          renderEmptyState={() => (
            <p className={styles.stateText}>{emptyText ?? studioTexts.empty}</p>
          )}
        >
          {(item) => (
            <Row id={item.key} columns={columns} className={styles.tr}>
              {(column) => <Cell className={styles.td}>{column.render(item.row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
