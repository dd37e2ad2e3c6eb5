import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeCategory } from '@contract/entities';
import { HomePage } from '@/features/catalogue/components/home-page';
import { LazyRow } from '@/features/catalogue/components/lazy-row';
import { card } from './handlers/catalogue';
import { on } from './handlers/contract';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { server } from './msw-server';
import { renderApp } from './render-app';

const categories: HomeCategory[] = [
  { id: 3, title: 'Эдийн засаг', slug: 'e', media: [card(7, 'Эдийн засгийн цаг')] },
  { id: 5, title: 'Драм', slug: 'd', media: [card(9, 'Тэнгэрийн хаяа')] },
  { id: 6, title: 'Баримтат', slug: 'b', media: [card(11, 'Говийн амьдрал')] },
];

function serveHome() {
  server.use(
    on('slidesBig', () => ({ status: true, data: [] })),
    on('slidesSet', () => ({ status: true, data: [] })),
    on('homeCategories', () => ({ status: true, data: categories })),
    on('programSlides', () => ({ status: true, data: [] })),
    on('latestEpisodes', () => ({
      status: true,
      data: { data: [], current_page: 1, last_page: 1, total: 0 },
    })),
    on('latestMovies', () => ({
      status: true,
      data: [{ ...card(40, 'Шөнийн галт тэрэг'), kind: 'movie' }],
    })),
    on('animeSeason', () => ({ status: true, data: { season: null, media: [] } })),
  );
}

/** A row not built yet: its heading and a skeleton, no cards. */
function placeholderOf(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  const box = heading.closest<HTMLElement>('[data-testid="row-placeholder"]');
  expect(box, `${title} should still be a placeholder`).not.toBeNull();
  return box!;
}

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Home rows below the first view', () => {
  it('wait as placeholders with their headings and are built as they near the viewport', async () => {
    serveHome();
    await renderApp(<HomePage />);

    // The first category row is part of the first view: built at once.
    const economy = await screen.findByRole('region', { name: 'Эдийн засаг' });
    expect(within(economy).getByRole('link', { name: /Эдийн засгийн цаг/ })).toBeTruthy();

    // Later rows: heading for screen readers, a busy placeholder, no cards and no request yet.
    const drama = placeholderOf('Драм');
    expect(drama.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link', { name: /Тэнгэрийн хаяа/ })).toBeNull();
    placeholderOf('Баримтат');
    placeholderOf('Шинэ кино');

    await FakeIntersectionObserver.bringIntoView(() => placeholderOf('Драм'));
    expect(await screen.findByRole('link', { name: /Тэнгэрийн хаяа/ })).toBeTruthy();
    // Only the row that came near was built.
    placeholderOf('Баримтат');
    placeholderOf('Шинэ кино');

    await FakeIntersectionObserver.bringIntoView(() => placeholderOf('Шинэ кино'));
    // Its own list is asked for only now.
    expect(await screen.findByRole('link', { name: /Шөнийн галт тэрэг/ })).toBeTruthy();
  });

  it('builds a row when Tab reaches it and puts focus on its first link', async () => {
    serveHome();
    await renderApp(<HomePage />);
    const economy = await screen.findByRole('region', { name: 'Эдийн засаг' });
    const lastCard = within(economy).getByRole('link', { name: /Эдийн засгийн цаг/ });
    lastCard.focus();

    await userEvent.tab();

    const drama = await screen.findByRole('region', { name: 'Драм' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(drama).getByRole('link', { name: 'Бүгдийг үзэх' }),
      ),
    );
    // Tab goes on through the built row.
    await userEvent.tab();
    expect(drama.contains(document.activeElement)).toBe(true);
  });

  it('renders the same placeholders without a browser (server render: no effects run)', () => {
    const html = renderToString(
      <>
        <LazyRow title="Эхний мөр" eager>
          <p>эхний мөрийн картууд</p>
        </LazyRow>
        <LazyRow title="Доод мөр">
          <p>доод мөрийн картууд</p>
        </LazyRow>
      </>,
    );
    expect(html).toContain('эхний мөрийн картууд');
    expect(html).not.toContain('доод мөрийн картууд');
    expect(html).toContain('Доод мөр');
    expect(html).toContain('aria-busy="true"');
  });
});
