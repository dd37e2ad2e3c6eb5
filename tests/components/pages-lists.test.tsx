import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Newsletter } from '@contract/entities';
import { NewsletterListPage } from '@/features/newsletter/components/newsletter-list-page';
import { faqQueryOptions } from '@/features/pages/api/get-faq';
import { FaqPage } from '@/features/pages/components/faq-page';
import { PageLoadError } from '@/features/pages/components/page-load-error';
import { clearQueue, getQueue } from '@/features/podcast-player/podcast-queue';
import { PodcastShow } from '@/routes/podcast/-components/podcast-show';
import { queryClient } from '@/lib/query-client';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';

const letter = (id: number): Newsletter => ({
  id,
  title: `Товхимол ${id}`,
  summary: `Товч агуулга ${id}`,
  image: `/art/${id}.svg`,
  published_at: `2026-10-${String(id).padStart(2, '0')}T08:00:00.000Z`,
});

describe('newsletter list paging', () => {
  it('appends page 2, shows a failed page with a retry, and stops at the last page', async () => {
    const requested: number[] = [];
    let failPage2 = true;
    server.use(
      on('newsletters', ({ query }) => {
        const page = Number(query.get('page'));
        requested.push(page);
        if (page === 2 && failPage2) {
          failPage2 = false;
          return fail(500, 'Алдаа гарлаа байна!');
        }
        const data = page === 1 ? [letter(1), letter(2)] : [letter(3)];
        return {
          status: true,
          data: { data, current_page: page, last_page: 2, total: 3 },
        };
      }),
    );
    const user = userEvent.setup();
    await renderApp(<NewsletterListPage />, { route: '/news-letter', toasts: true });

    await screen.findByRole('link', { name: 'Товхимол 1' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2026 оны 10-р сарын 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Алдаа гарлаа байна!')).toBeTruthy();
    // What was loaded stays.
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(within(failure).getByRole('button', { name: 'Дахин оролдох' }));
    await screen.findByRole('link', { name: 'Товхимол 3' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // current_page == last_page: no more button, no more requests.
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
    expect(screen.getByText('Нийт 3 товхимол')).toBeTruthy();
    // Page 2 asked twice (failed, retried), never a page 3.
    expect(requested.filter((page) => page === 2)).toHaveLength(2);
    expect(Math.max(...requested)).toBe(2);
  });

  it('shows an empty state when nothing is published', async () => {
    server.use(
      on('newsletters', () => ({
        status: true,
        data: { data: [], current_page: 1, last_page: 1, total: 0 },
      })),
    );
    await renderApp(<NewsletterListPage />, { route: '/news-letter', toasts: true });
    expect(
      await screen.findByRole('heading', {
        name: 'Одоогоор мэдээллийн товхимол нийтлэгдээгүй байна.',
      }),
    ).toBeTruthy();
  });
});

describe('a page whose load fails', () => {
  it('shows why, and the retry runs the loader again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      on('faq', () => {
        calls += 1;
        return calls === 1
          ? fail(503, 'Интернет холболт алга байна')
          : {
              status: true,
              data: [{ id: 1, title: 'Асуулт?', body: '<p>Хариулт</p>' }],
            };
      }),
    );
    const rootRoute = createRootRoute({ component: () => <Outlet /> });
    const faqRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/faq',
      loader: () => queryClient.ensureQueryData(faqQueryOptions()),
      errorComponent: PageLoadError,
      component: () => (
        <Suspense>
          <FaqPage />
        </Suspense>
      ),
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([faqRoute]),
      history: createMemoryHistory({ initialEntries: ['/faq'] }),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(
      'Мэдээллийг ачаалж чадсангүй.',
    );
    expect(within(alert).getByText('Интернет холболт алга байна')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    expect(await screen.findByRole('button', { name: 'Асуулт?' })).toBeTruthy();
    expect(calls).toBe(2);
    // React reports the error the route's boundary caught; nothing else is written.
    expect(logged).toHaveBeenCalled();
    for (const call of logged.mock.calls) {
      expect(call).toContainEqual(expect.objectContaining({ httpStatus: 503 }));
    }
  });
});

describe('podcast detail', () => {
  it('lists the tracks in order and hands the queue to the player bridge', async () => {
    const track = (id: number, number: number, duration_sec: number) => ({
      id,
      podcast_id: 5,
      number,
      audio: `/media/podcast/ep${number}.m4a`,
      image: null,
      title: `#${number} Сэдэв ${id}`,
      creator: 'Б. Энхжаргал',
      duration_sec,
      published_at: '2026-09-27T08:00:00.000Z',
    });
    server.use(
      on('podcastDetail', () => ({
        status: true,
        data: {
          id: 5,
          title: 'Мөнгө ба мэдлэг',
          creator: 'Б. Энхжаргал',
          description: 'Хувийн санхүүгийн подкаст.',
          image: null,
          track_count: 3,
          created_at: '2026-09-01T00:00:00.000Z',
          // Out of order on purpose: the page sorts by number.
          tracks: [track(32, 2, 2530), track(31, 1, 3723), track(33, 3, 59)],
        },
      })),
    );
    clearQueue();
    const user = userEvent.setup();
    await renderApp(<PodcastShow id={5} />, { route: '/podcast/detail/5', toasts: true });
    await screen.findByRole('heading', { level: 1, name: 'Мөнгө ба мэдлэг' });
    const region = screen.getByRole('region', { name: 'Ангиуд' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '#1 Сэдэв 31',
      '#2 Сэдэв 32',
      '#3 Сэдэв 33',
    ]);
    expect(rows.map((row) => [...row.querySelectorAll('time')].at(-1)?.textContent)).toEqual([
      '1:02:03',
      '42:10',
      '0:59',
    ]);
    expect(screen.getByText('3 анги')).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Тоглуулах: #2 Сэдэв 32' }));
    expect(getQueue()?.index).toBe(1);
    expect(getQueue()?.tracks.map((t) => t.id)).toEqual([31, 32, 33]);
    expect(
      within(rows[1]!)
        .getByRole('button', { name: /Тоглуулах/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Эхнээс нь сонсох' }));
    expect(getQueue()?.index).toBe(0);
  });
});
