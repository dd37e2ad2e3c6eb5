import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HomeCategory, Slide } from '@contract/entities';
import { paths } from '@contract/paths';
import { HomePage } from '@/features/catalogue/components/home-page';
import { server } from './msw-server';
import { renderWithQuery } from './render';

const slides: Slide[] = [
  {
    id: 1,
    set_no: 1,
    title: 'Зах зээлийн тойм',
    subtitle: 'Долоо хоногийн гол үйл явдал',
    image: '/art/1.svg',
    link: null,
    media_id: 7,
  },
  {
    id: 2,
    set_no: 1,
    title: 'Стартап Улаанбаатар',
    subtitle: null,
    image: '/art/2.svg',
    link: '/live',
    media_id: null,
  },
];

const card = (id: number, title: string) => ({
  id,
  kind: 'series' as const,
  title,
  original_name: null,
  image1: `/art/${id}.svg`,
  poster_hz: null,
  rating: 8.4,
  age_limit: 16,
  total_episode: 12,
  released_date: '2024-03-01',
});

const categories: HomeCategory[] = [
  {
    id: 3,
    title: 'Эдийн засаг',
    slug: 'ediin-zasag',
    media: [card(7, 'Эдийн засгийн цаг'), card(8, 'Хөрөнгийн бирж')],
  },
  { id: 4, title: 'Хоосон ангилал', slug: 'empty', media: [] },
];

describe('HomePage', () => {
  it('shows the big slides and the category rows from the API', async () => {
    server.use(
      http.get(paths.slidesBig.path, ({ request }) => {
        expect(new URL(request.url).searchParams.get('multi')).toBe('1');
        return HttpResponse.json({ status: true, data: slides });
      }),
      http.get(paths.homeCategories.path, () =>
        HttpResponse.json({ status: true, data: categories }),
      ),
    );
    renderWithQuery(
      <Suspense fallback="…">
        <HomePage />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Зах зээлийн тойм' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Онцлох' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: /Үзэх/ }).getAttribute('href')).toBe(
      '/series/detail/7',
    );

    const row = screen.getByRole('region', { name: 'Эдийн засаг' });
    expect(
      within(row)
        .getByRole('link', { name: /Хөрөнгийн бирж/ })
        .getAttribute('href'),
    ).toBe('/series/detail/8');
    // A category without media gets no empty row.
    expect(screen.queryByRole('region', { name: 'Хоосон ангилал' })).toBeNull();
  });
});
