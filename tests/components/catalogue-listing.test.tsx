import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeriesListing } from '@/features/catalogue/components/series-listing';
import { ALL_SERIES } from '@/features/catalogue/listing-params';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { pageOf } from './handlers/catalogue';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

interface ListCall {
  page: number;
  body: unknown;
}

/** The series listing endpoint, answering `lastPage` pages and recording every call. */
function serveSeries(lastPage: number, failing: (page: number) => boolean = () => false) {
  const calls: ListCall[] = [];
  server.use(
    on('animeList', async ({ query, body }) => {
      const page = Number(query.get('page'));
      calls.push({ page, body: await body() });
      if (failing(page)) {
        return fail(503, 'Сервер түр ажиллахгүй байна');
      }
      return { status: true, data: pageOf(page, lastPage) };
    }),
    on('homeCategories', () => ({
      status: true,
      data: [{ id: 3, title: 'Эдийн засаг', slug: 'e', media: [] }],
    })),
    on('animeSeasonList', () => ({
      status: true,
      data: [{ id: 9, title: '2024 Хавар', year: 2024, quarter: 2 }],
    })),
  );
  return calls;
}

const cardLinks = () =>
  within(screen.getByRole('list', { name: 'Бүх контент' })).getAllByRole('link');

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('series listing paging (docs/product.md §4 Lists)', () => {
  it('appends page 2 to page 1 when the end comes into view, with the filters in the body', async () => {
    const calls = serveSeries(3);
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={() => {}} />);

    await waitFor(() => expect(cardLinks()).toHaveLength(3));
    expect(calls).toEqual([
      { page: 1, body: { cats: [], season: 'all', sort: 'all', animeStatus: 'all' } },
    ]);
    expect(screen.getByText('9 контент')).toBeTruthy();

    await FakeIntersectionObserver.bringIntoView();
    await waitFor(() => expect(cardLinks()).toHaveLength(6));
    // Appended, not replaced: page 1's first card is still first.
    expect(cardLinks()[0]?.textContent).toContain('Цуврал 1');
    expect(cardLinks()[5]?.textContent).toContain('Цуврал 6');
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it('stops asking once current_page equals last_page', async () => {
    const calls = serveSeries(2);
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={() => {}} />);
    await waitFor(() => expect(cardLinks()).toHaveLength(3));

    await FakeIntersectionObserver.bringIntoView();
    await waitFor(() => expect(cardLinks()).toHaveLength(6));
    expect(await screen.findByText('Та бүгдийг нь үзлээ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();

    // hasMore is false: no observer watches the end any more, and scrolling asks nothing.
    expect(FakeIntersectionObserver.live.size).toBe(0);
    act(() => FakeIntersectionObserver.intersectAll());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it('at the foot of the page, a wheel turned down asks for the next page once one was drawn', async () => {
    const calls = serveSeries(3);
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={() => {}} />);
    await waitFor(() => expect(cardLinks()).toHaveLength(3));
    await FakeIntersectionObserver.bringIntoView();
    await waitFor(() => expect(cardLinks()).toHaveLength(6));

    // Page 2 is drawn and the end is still in view: the sentinel is watched again, and since the
    // end never left, only the viewer's own move toward it asks for more. jsdom's page cannot
    // scroll, so it is at its foot, where that move is a wheel turned down.
    await FakeIntersectionObserver.bringIntoView();
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
    });
    // A load would stop the watch at once (the request itself reaches the server later).
    expect(FakeIntersectionObserver.live.size).toBe(1);
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    });
    await waitFor(() => expect(cardLinks()).toHaveLength(9));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('loads the next page from the visible button, for keyboard users', async () => {
    const calls = serveSeries(2);
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={() => {}} />);
    const more = await screen.findByRole('button', { name: 'Цааш үзэх' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardLinks()).toHaveLength(6));
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it('shows why a page failed and retries it, keeping what was loaded', async () => {
    let failing = true;
    const calls = serveSeries(2, (page) => page === 2 && failing);
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={() => {}} />);
    await waitFor(() => expect(cardLinks()).toHaveLength(3));

    await FakeIntersectionObserver.bringIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Мэдээллийг ачаалж чадсангүй.');
    expect(alert.textContent).toContain('Сервер түр ажиллахгүй байна');
    expect(cardLinks()).toHaveLength(3);
    // A failed page does not loop: the observer waits for the user.
    expect(FakeIntersectionObserver.live.size).toBe(0);

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(6));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 2]);
  });

  it('shows an empty state, and a reset when filters are set', async () => {
    server.use(
      on('animeList', () => ({
        status: true,
        data: { data: [], current_page: 1, last_page: 1, total: 0 },
      })),
      on('homeCategories', () => ({ status: true, data: [] })),
      on('animeSeasonList', () => ({ status: true, data: [] })),
    );
    const onFiltersChange = vi.fn();
    await renderApp(
      <SeriesListing
        filters={{ ...ALL_SERIES, status: 'airing' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(await screen.findByText('Энэ шүүлтүүрт тохирох контент алга байна.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Шүүлтүүр арилгах' }));
    expect(onFiltersChange).toHaveBeenCalledWith(ALL_SERIES);
  });

  it('turns a filter change into new filters for the URL', async () => {
    serveSeries(1);
    const onFiltersChange = vi.fn();
    await renderApp(<SeriesListing filters={ALL_SERIES} onFiltersChange={onFiltersChange} />);
    await screen.findByRole('option', { name: 'Эдийн засаг' });
    await userEvent.selectOptions(screen.getByLabelText('Ангилал'), 'Эдийн засаг');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...ALL_SERIES, cat: 3 });
    await userEvent.selectOptions(screen.getByLabelText('Төлөв'), 'Дууссан');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...ALL_SERIES, status: 'completed' });
  });
});
