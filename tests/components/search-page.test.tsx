import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@contract/entities';
import { SearchPage, parseSearchParams, type SearchFilters } from '@/features/search';
import { resetRecentSearchesForTests } from '@/features/search/recent/recent-searches-store';
import { user } from './handlers/auth';
import { on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';

/*
 * Issue 17 point 3 on /search: filters by type, category and year kept in the URL; recent
 * searches per viewer on the device, clearable one by one and all at once.
 */

const result = (id: number, kind: SearchResult['kind'], title: string): SearchResult => ({
  id,
  kind,
  title,
  image: null,
  keywords: null,
  original_name: null,
});

const ALL = [
  result(1, 'series', 'Зах зээлийн тойм'),
  result(2, 'movie', 'Зах дээрх кино'),
  result(3, 'theatre', 'Зах хаалга жүжиг'),
];

/** The search endpoint: filters by kind like the server; records each call's query. */
function serveSearch(answer: (query: URLSearchParams) => SearchResult[] = filterByType) {
  const calls: Record<string, string>[] = [];
  server.use(
    on('search', ({ query }) => {
      calls.push(Object.fromEntries(query));
      return { status: true, data: answer(query) };
    }),
    on('homeCategories', () => ({
      status: true,
      data: [{ id: 3, title: 'Эдийн засаг', slug: 'e', media: [] }],
    })),
  );
  return calls;
}

function filterByType(query: URLSearchParams): SearchResult[] {
  const type = query.get('type');
  return ALL.filter((r) => !type || r.kind === type);
}

/** What src/routes/search.tsx does: the page at the URL's params, changes written back. */
function SearchAtUrl() {
  const raw = useRouterState({ select: (s) => s.location.search });
  const { q = '', ...filters } = parseSearchParams(raw as Record<string, unknown>);
  const navigate = useNavigate();
  const go = (search: Record<string, unknown>, replace: boolean) =>
    void navigate({ to: '.', search: search as never, replace, resetScroll: false });
  return (
    <SearchPage
      initialQuery={q}
      filters={filters}
      onQueryChange={(next) => go({ ...raw, q: next || undefined }, true)}
      onFiltersChange={(next: SearchFilters) => go({ q: raw.q, ...next }, false)}
    />
  );
}

const resultNames = () =>
  within(screen.getByRole('list', { name: /илэрц/ }))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(async () => {
  resetRecentSearchesForTests();
  await clear();
});
afterEach(() => resetRecentSearchesForTests());

describe('search filters', () => {
  it('narrow the results, go into the URL, and show each result’s kind', async () => {
    const calls = serveSearch();
    const { router } = await renderApp(<SearchAtUrl />, { route: '/search?q=зах' });
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    expect(resultNames()).toEqual([
      'Зах зээлийн тоймЦуврал',
      'Зах дээрх киноКино',
      'Зах хаалга жүжигТеатр',
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Төрөл' }), 'Кино');
    await waitFor(() => expect(resultNames()).toEqual(['Зах дээрх киноКино']));
    expect(router.state.location.search).toEqual({ q: 'зах', type: 'movie' });
    expect(calls.at(-1)).toEqual({ q: 'зах', type: 'movie' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ангилал' }), 'Эдийн засаг');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Он' }), '2024');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        q: 'зах',
        type: 'movie',
        category: 3,
        year: 2024,
      }),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ q: 'зах', type: 'movie', category: '3', year: '2024' }),
    );

    // Each filter change is its own history entry: Back undoes the last one.
    router.history.back();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'зах', type: 'movie', category: 3 }),
    );
    expect((screen.getByRole('combobox', { name: 'Он' }) as HTMLSelectElement).value).toBe('');
  });

  it('says nothing matched those filters, and clears them', async () => {
    serveSearch((query) => (query.get('year') ? [] : ALL));
    const { router } = await renderApp(<SearchAtUrl />, {
      route: '/search?q=зах&type=series&year=1990',
    });
    expect(await screen.findByRole('heading', { name: 'Илэрц олдсонгүй' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Энэ шүүлтүүрт тохирох илэрц олдсонгүй.');

    // One way out, not two buttons of the same name.
    const clears = screen.getAllByRole('button', { name: 'Шүүлтүүр арилгах' });
    expect(clears).toHaveLength(1);
    await userEvent.click(clears[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'зах' }));
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Шүүлтүүр арилгах' })).toBeNull();
  });

  it('browses by a filter alone, with no text typed', async () => {
    const calls = serveSearch();
    await renderApp(<SearchAtUrl />, { route: '/search?type=theatre' });
    await waitFor(() => expect(resultNames()).toEqual(['Зах хаалга жүжигТеатр']));
    expect(calls).toEqual([{ type: 'theatre' }]);
  });

  it('offers podcasts and newsletters, which link to their own pages and name their kind', async () => {
    const podcast = result(4, 'podcast', 'Зах зээлийн яриа');
    const newsletter = result(4, 'newsletter', 'Зах зээлийн товч');
    const calls = serveSearch((query) => {
      const type = query.get('type');
      return [...ALL, podcast, newsletter].filter((r) => !type || r.kind === type);
    });
    const { router } = await renderApp(<SearchAtUrl />, { route: '/search?q=зах&category=3' });
    const type = screen.getByRole('combobox', { name: 'Төрөл' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Бүгд', 'Цуврал', 'Кино', 'Театр', 'Подкаст', 'Товхимол']);
    await waitFor(() => expect(resultNames()).toHaveLength(5));
    const list = screen.getByRole('list', { name: /илэрц/ });
    expect(
      within(list)
        .getByRole('link', { name: /Зах зээлийн яриа.*Подкаст/ })
        .getAttribute('href'),
    ).toBe('/podcast/detail/4');
    expect(
      within(list)
        .getByRole('link', { name: /Зах зээлийн товч.*Товхимол/ })
        .getAttribute('href'),
    ).toBe('/news-letter/detail/4');

    // A podcast has no category: choosing the type drops it and hides its select.
    await userEvent.selectOptions(type, 'Подкаст');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'зах', type: 'podcast' }),
    );
    expect(screen.queryByRole('combobox', { name: 'Ангилал' })).toBeNull();
    await waitFor(() => expect(resultNames()).toEqual(['Зах зээлийн яриаПодкаст']));
    expect(calls.at(-1)).toEqual({ q: 'зах', type: 'podcast' });
  });

  it('drops junk from a typed URL instead of failing', async () => {
    const calls = serveSearch();
    await renderApp(<SearchAtUrl />, { route: '/search?q=зах&type=podcasts&year=abc&category=-1' });
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    expect(calls).toEqual([{ q: 'зах' }]);
  });
});

describe('recent searches', () => {
  const recentList = () => screen.getByRole('region', { name: 'Сүүлд хайсан' });

  it('are remembered on Enter, shown when the box is focused and empty, and clear one by one or all', async () => {
    serveSearch();
    await renderApp(<SearchAtUrl />, { route: '/search' });
    const box = screen.getByRole('searchbox', { name: 'Хайх' });

    await userEvent.type(box, 'зах{Enter}');
    await userEvent.clear(box);
    await userEvent.type(box, 'тойм{Enter}');
    await userEvent.clear(box);
    expect(
      within(recentList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['тойм', 'зах']);
    await waitFor(async () => expect(await get('search.recent.guest')).toEqual(['тойм', 'зах']));

    // Not shown while there is text in the box.
    await userEvent.type(box, 'х');
    expect(screen.queryByRole('region', { name: 'Сүүлд хайсан' })).toBeNull();
    await userEvent.clear(box);

    // One press searches it again.
    await userEvent.click(within(recentList()).getByRole('button', { name: 'зах' }));
    expect((box as HTMLInputElement).value).toBe('зах');
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    await userEvent.clear(box);

    // Removing one keeps keyboard focus in the list.
    await userEvent.click(
      within(recentList()).getByRole('button', { name: '“тойм” хайлтыг жагсаалтаас хасах' }),
    );
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        '“зах” хайлтыг жагсаалтаас хасах',
      ),
    );
    expect(within(recentList()).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(within(recentList()).getByRole('button', { name: 'Бүгдийг арилгах' }));
    expect(screen.queryByRole('region', { name: 'Сүүлд хайсан' })).toBeNull();
    expect(document.activeElement).toBe(box);
    await waitFor(async () => expect(await get('search.recent.guest')).toBeUndefined());
  });

  it('are kept per signed-in user, apart from the guest’s', async () => {
    serveSearch();
    await renderApp(<SearchAtUrl />, { route: '/search', user: user({ id: 41 }) });
    const box = screen.getByRole('searchbox', { name: 'Хайх' });
    await userEvent.type(box, 'зах{Enter}');
    await waitFor(async () => expect(await get('search.recent.41')).toEqual(['зах']));
    expect(await get('search.recent.guest')).toBeUndefined();
  });
});
