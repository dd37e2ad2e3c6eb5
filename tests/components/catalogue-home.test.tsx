import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HomeCategory, Program, Slide } from '@contract/entities';
import { HomePage } from '@/features/catalogue/components/home-page';
import { card } from './handlers/catalogue';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

const slide = (id: number, set: number, title: string, mediaId: number | null): Slide => ({
  id,
  set_no: set,
  title,
  subtitle: null,
  image: `/art/s${id}.svg`,
  link: mediaId ? `/series/detail/${mediaId}` : null,
  media_id: mediaId,
});

const categories: HomeCategory[] = [
  {
    id: 3,
    title: 'Эдийн засаг',
    slug: 'e',
    media: [card(7, 'Эдийн засгийн цаг'), card(8, 'Хөрөнгийн бирж')],
  },
  { id: 4, title: 'Хоосон ангилал', slug: 'empty', media: [] },
  { id: 5, title: 'Драм', slug: 'd', media: [card(9, 'Тэнгэрийн хаяа')] },
];

const program: Program = {
  id: 1,
  title: 'Өглөөний мэдээ',
  description: null,
  image: null,
  media_id: 99,
  starts_at: '2024-05-01T00:00:00.000Z',
  ends_at: '2024-05-01T03:00:00.000Z',
  is_live: true,
};

function serveHome({ moviesFail = false } = {}) {
  let movieCalls = 0;
  server.use(
    on('slidesBig', () => ({
      status: true,
      data: [slide(1, 1, 'Зах зээлийн тойм', 7), slide(2, 1, 'Стартап', null)],
    })),
    on('slidesSet', ({ params }) => ({
      status: true,
      data: params.set === '2' ? [slide(10, 2, 'Онцлох кино 1', 40)] : [],
    })),
    on('homeCategories', () => ({ status: true, data: categories })),
    on('programSlides', () => ({ status: true, data: [program] })),
    on('latestEpisodes', () => ({
      status: true,
      data: {
        data: [
          {
            id: 501,
            anime_id: 7,
            number: 12,
            title: '12-р анги: Инфляц',
            image: null,
            is_free: true,
            created_at: '2024-05-01T00:00:00.000Z',
            media: card(7, 'Эдийн засгийн цаг'),
          },
        ],
        current_page: 1,
        last_page: 1,
        total: 1,
      },
    })),
    on('latestMovies', () => {
      movieCalls += 1;
      return moviesFail && movieCalls === 1
        ? fail(500, 'Түр саатал')
        : {
            status: true,
            data: [{ ...card(40, 'Шөнийн галт тэрэг'), kind: 'movie' }],
          };
    }),
    on('animeSeason', () => ({
      status: true,
      data: {
        season: { id: 12, title: '2024 Хавар', year: 2024, quarter: 2 },
        media: [card(9, 'Тэнгэрийн хаяа')],
      },
    })),
  );
}

describe('HomePage', () => {
  it('shows the hero, the rows, the slide sets and the live section', async () => {
    serveHome();
    const { router } = await renderApp(<HomePage />);

    const hero = await screen.findByRole('region', { name: 'Онцлох' });
    expect(within(hero).getByRole('heading', { name: 'Зах зээлийн тойм' })).toBeTruthy();
    expect(within(hero).getByRole('link', { name: /Үзэх/ }).getAttribute('href')).toBe(
      '/series/detail/7',
    );

    const economy = await screen.findByRole('region', { name: 'Эдийн засаг' });
    // Cards open the details overlay over the current page.
    expect(
      within(economy)
        .getByRole('link', { name: /Хөрөнгийн бирж/ })
        .getAttribute('href'),
    ).toBe('/?media=8');
    expect(
      within(economy).getByRole('link', { name: 'Бүгдийг үзэх' }).getAttribute('href'),
    ).toMatch(/^\/series\/3\/all\/all\/all\?title=/);
    expect(screen.queryByRole('region', { name: 'Хоосон ангилал' })).toBeNull();

    expect(await screen.findByRole('region', { name: 'Онцлох кино' })).toBeTruthy();
    // Empty slide sets leave no gap once their list has come.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Тайзны бүтээл' })).toBeNull());

    const episodes = await screen.findByRole('region', { name: 'Шинэ анги' });
    expect(within(episodes).getByText('12-р анги')).toBeTruthy();
    expect(within(episodes).getByRole('link', { name: 'Бүгдийг үзэх' }).getAttribute('href')).toBe(
      '/episode/new',
    );

    expect(await screen.findByRole('region', { name: '2024 Хавар улирал' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Шинэ кино' })).toBeTruthy();

    const live = document.getElementById('live');
    expect(live).not.toBeNull();
    const schedule = await within(live!).findByRole('region', { name: 'Өнөөдрийн хөтөлбөр' });
    expect(within(schedule).getByText('Өглөөний мэдээ')).toBeTruthy();

    await userEvent.click(within(economy).getByRole('link', { name: /Хөрөнгийн бирж/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ media: 8 }));
  });

  it('says why a row failed and retries it', async () => {
    serveHome({ moviesFail: true });
    await renderApp(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.closest('section')?.getAttribute('aria-label')).toBe('Шинэ кино');
    expect(alert.textContent).toContain('Түр саатал');
    await userEvent.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    // The loaded row replaces the error box.
    const loaded = await screen.findByRole('link', { name: /Шөнийн галт тэрэг/ });
    expect(loaded.closest('section')?.getAttribute('aria-label')).toBe('Шинэ кино');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
