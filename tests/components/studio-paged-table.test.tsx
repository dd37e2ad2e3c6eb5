import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from '@/studio/ui/data-table';
import { PagedTable } from '@/studio/ui/paged-table';
import { studioTexts } from '@/studio/texts';

/*
 * The rooms' server-paged list (accounts, audit, catalogue, moderation, reading): its loading,
 * failed and loaded states and its pager, with a real query client around it.
 */

interface Row {
  id: number;
  name: string;
}

type Load = () => Promise<{ rows: Row[]; has_more: boolean }>;

const columns: TableColumn<Row>[] = [
  { id: 'name', label: 'Нэр', isRowHeader: true, render: (r) => r.name },
];

function List({ load, page, onPage }: { load: Load; page: number; onPage: (n: number) => void }) {
  const list = useQuery({ queryKey: ['rows', page], queryFn: load });
  return (
    <PagedTable
      list={list}
      label="Жагсаалт"
      columns={columns}
      emptyText="Юу ч алга."
      page={page}
      pagerLabel="Хуудсууд"
      onPage={onPage}
    />
  );
}

function renderList(load: Load, page = 1, onPage: (n: number) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <List load={load} page={page} onPage={onPage} />
    </QueryClientProvider>,
  );
}

describe('the paged table', () => {
  it('shows loading bars, then the rows and a pager that asks for the next page', async () => {
    let answer: (page: { rows: Row[]; has_more: boolean }) => void = () => {};
    const onPage = vi.fn();
    renderList(() => new Promise((resolve) => (answer = resolve)), 1, onPage);
    expect(screen.getByRole('status').textContent).toContain(studioTexts.loading);
    expect(screen.queryByRole('grid')).toBeNull();

    answer({ rows: [{ id: 7, name: 'Бат' }], has_more: true });
    const table = await screen.findByRole('grid', { name: 'Жагсаалт' });
    expect(within(table).getByRole('rowheader', { name: 'Бат' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Хуудсууд' });
    expect(within(pager).getByText(studioTexts.page(1))).toBeTruthy();
    expect(within(pager).getByRole('button', { name: studioTexts.previous })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(pager).getByRole('button', { name: studioTexts.next }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("says the list is empty in the room's words, with no next page", async () => {
    renderList(() => Promise.resolve({ rows: [], has_more: false }), 3);
    expect(await screen.findByText('Юу ч алга.')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Хуудсууд' });
    expect(within(pager).getByText(studioTexts.page(3))).toBeTruthy();
    expect(within(pager).getByRole('button', { name: studioTexts.next })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows a failed load with the server's message, and a retry loads the page", async () => {
    let fail = true;
    renderList(() =>
      fail
        ? Promise.reject(new Error('Сервер хариулсангүй.'))
        : Promise.resolve({ rows: [{ id: 1, name: 'Дорж' }], has_more: false }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Сервер хариулсангүй.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: studioTexts.retry }));
    expect(await screen.findByRole('rowheader', { name: 'Дорж' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
