import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryItem } from '@contract/entities';
import type { Paged } from '@contract/envelope';
import { spec } from '@contract/messages';
import { HistoryPage } from '@/features/account/components/history-list';
import { texts } from '@/lib/texts';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { card } from './handlers/catalogue';
import { fail, on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';

const entry = (id: number): HistoryItem => ({
  id,
  media: card(id, `Үзсэн цуврал ${id}`),
  episode: { id: 100 + id, number: 1, title: '1-р анги', image: null },
  position_sec: 60,
  duration_sec: 600,
  updated_at: '2026-10-23T12:00:00.000Z',
});

const pageOf = (page: number): Paged<HistoryItem> => ({
  data: page === 1 ? [entry(1), entry(2)] : [entry(3)],
  current_page: page,
  last_page: 2,
  total: 3,
});

/** The history endpoint, failing page 2 while `failPage2()` says so; records the pages asked. */
function serveHistory(failPage2: () => boolean) {
  const asked: number[] = [];
  server.use(
    on('history', ({ ok, query }) => {
      const page = Number(query.get('page'));
      asked.push(page);
      if (page === 2 && failPage2()) return fail(500, spec.errorOccurred);
      return ok(pageOf(page));
    }),
  );
  return asked;
}

const cards = () => within(screen.getByRole('list', { name: 'Үзсэн түүх' })).getAllByRole('link');

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('viewing history paging (docs/product.md §4 Lists)', () => {
  it('says why page 2 failed, keeps page 1, and loads page 2 from the retry', async () => {
    let failing = true;
    const asked = serveHistory(() => failing);
    await renderApp(<HistoryPage userId={42} />, { route: '/history' });
    await waitFor(() => expect(cards()).toHaveLength(2));

    await FakeIntersectionObserver.bringIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.states.loadFailed);
    expect(alert.textContent).toContain(spec.errorOccurred);
    expect(cards()).toHaveLength(2);
    // A failed page waits for the user instead of asking again by itself.
    expect(FakeIntersectionObserver.live.size).toBe(0);

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: texts.states.retry }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cards()[2]?.textContent).toContain('Үзсэн цуврал 3');
    expect(asked).toEqual([1, 2, 2]);
    // Page 2 was the last: no button, no further request.
    expect(screen.queryByRole('button', { name: texts.states.loadMore })).toBeNull();
  });

  it('continues a series entry at its episode', async () => {
    serveHistory(() => false);
    await renderApp(<HistoryPage userId={42} />, { route: '/history' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]?.getAttribute('href')).toBe('/watch/1/101');
    // The same watched bar as the home page's continue row.
    const bar = within(cards()[0]!).getByRole('progressbar', { name: 'Үзсэн хэсэг' });
    expect(bar.getAttribute('aria-valuetext')).toBe('10% үзсэн');
  });
});
