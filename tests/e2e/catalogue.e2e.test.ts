import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { api, eventually, seriesPage, type PagedTitles } from './catalogue-helpers';
import { framesSettled } from './settled';

interface Category {
  id: number;
  title: string;
  media: { title: string }[];
}
interface Slide {
  title: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe.each(viewports)('catalogue screens (%s)', (_name, viewport) => {
  it('home: hero, latest episodes, live section, category rows, footer', async () => {
    const baseUrl = inject('baseUrl');
    const [slides, categories] = await Promise.all([
      api<Slide[]>(baseUrl, '/api/m/slides/big?multi=1'),
      api<Category[]>(baseUrl, '/api/m/media/home/cat'),
    ]);
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/`);
    const hero = page.getByRole('region', { name: 'Онцлох', exact: true });
    await hero.getByRole('heading', { name: slides[0]!.title }).waitFor();
    await page.getByRole('region', { name: 'Шинэ анги' }).getByRole('link').first().waitFor();
    await page.locator('#live').getByRole('heading', { name: 'Шууд' }).waitFor();
    const firstRow = page.getByRole('region', { name: categories[0]!.title, exact: true });
    await firstRow.getByRole('link', { name: categories[0]!.media[0]!.title }).first().waitFor();
    // Rows further down are built as they near the viewport (a placeholder holds their place).
    const movies = page.getByRole('region', { name: 'Шинэ кино' });
    expect(await movies.getByRole('link').count()).toBe(0);
    await movies.scrollIntoViewIfNeeded();
    await movies.getByRole('link').first().waitFor();
    expect(await page.locator('footer').textContent()).toContain('© 2024');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/live scrolls smoothly to the live section', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/live`);
    await page.locator('#live').waitFor();
    const top = await eventually(
      () => page.locator('#live').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      (t) => t >= 0 && t < 120,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await context.close();
  });

  it('/media lists all content, one kind per tab', async () => {
    const baseUrl = inject('baseUrl');
    const series = await seriesPage(baseUrl, 1);
    const movies = await api<PagedTitles>(baseUrl, '/api/m/movies/web?page=1', {
      cats: [],
      sort: 'all',
      type: 'movie',
    });
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/media`);
    await page.getByRole('heading', { level: 1, name: 'Бүх контент' }).waitFor();
    const grid = page.getByRole('list', { name: 'Цуврал' });
    await grid.getByRole('link', { name: series.data[0]!.title }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Төрөл' })
      .getByRole('link', { name: 'Кино' })
      .click();
    await page.waitForURL(/\/media\?type=movie$/);
    await page
      .getByRole('list', { name: 'Кино' })
      .getByRole('link', { name: movies.data[0]!.title })
      .first()
      .waitFor();
    await context.close();
  });

  it('/series redirects to all categories with the title query', async () => {
    const baseUrl = inject('baseUrl');
    const first = await seriesPage(baseUrl, 1);
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/series`);
    await page.waitForURL(/\/series\/all\/all\/all\/all\?title=/);
    expect(new URL(page.url()).searchParams.get('title')).toBe('Бүх ангилал');
    await page.getByRole('heading', { level: 1, name: 'Бүх ангилал' }).waitFor();
    await page.getByText(`${first.total} контент`).waitFor();
    await page.getByRole('link', { name: first.data[0]!.title }).first().waitFor();
    await context.close();
  });

  it('/series/{cat}/all/all/z-a shows that category sorted, and filters change the URL and grid', async () => {
    const baseUrl = inject('baseUrl');
    const categories = await api<Category[]>(baseUrl, '/api/m/media/home/cat');
    const [a, b] = categories;
    const aZtoA = await seriesPage(baseUrl, 1, { cats: [a!.id], sort: 'z-a' });
    const bZtoA = await seriesPage(baseUrl, 1, { cats: [b!.id], sort: 'z-a' });
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/series/${a!.id}/all/all/z-a`);
    await page.getByRole('heading', { level: 1, name: a!.title }).waitFor();
    const grid = page.getByRole('list', { name: a!.title });
    await grid.getByRole('link').first().waitFor();
    expect(await grid.getByRole('link').first().textContent()).toContain(aZtoA.data[0]!.title);
    expect(await page.getByLabel('Эрэмбэ').inputValue()).toBe('z-a');

    await page.getByLabel('Ангилал').selectOption(String(b!.id));
    await page.waitForURL(`${baseUrl}/series/${b!.id}/all/all/z-a`);
    const next = page.getByRole('list', { name: b!.title });
    await next.getByRole('link', { name: bZtoA.data[0]!.title }).first().waitFor();
    expect(await next.getByRole('link').first().textContent()).toContain(bZtoA.data[0]!.title);

    await page.getByLabel('Төлөв').selectOption('completed');
    await page.waitForURL(`${baseUrl}/series/${b!.id}/all/completed/z-a`);
    await context.close();
  });

  it('other link shapes and junk resolve to canonical listing URLs', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/series/3/all/new/asc`);
    await page.waitForURL(`${baseUrl}/series/3/all/all/old`);
    await page.goto(`${baseUrl}/series/abc/-1/nope/zzz`);
    await page.waitForURL(`${baseUrl}/series/all/all/all/all`);
    await page.goto(`${baseUrl}/theatre/x/y`);
    await page.waitForURL(`${baseUrl}/theatre/all/all`);
    await context.close();
  });

  it('/theatre redirects to /theatre/all/all and lists movies and theatre titles', async () => {
    const baseUrl = inject('baseUrl');
    const movies = await api<PagedTitles>(baseUrl, '/api/m/movies/web?page=1', {
      cats: [],
      sort: 'all',
      type: 'all',
    });
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/theatre`);
    await page.waitForURL(`${baseUrl}/theatre/all/all`);
    await page.getByRole('heading', { level: 1, name: 'Кино, театр' }).waitFor();
    await page.getByRole('link', { name: movies.data[0]!.title }).first().waitFor();
    await page.getByLabel('Эрэмбэ').selectOption('a-z');
    await page.waitForURL(`${baseUrl}/theatre/all/a-z`);
    await context.close();
  });

  it('/episode/new lists the newest episodes', async () => {
    const baseUrl = inject('baseUrl');
    const latest = await api<{ data: { number: number; media: { title: string } }[] }>(
      baseUrl,
      '/api/m/latest/anime/1?page=1',
    );
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/episode/new`);
    await page.getByRole('heading', { level: 1, name: 'Шинэ анги' }).waitFor();
    const first = page.getByRole('list', { name: 'Шинэ анги' }).getByRole('link').first();
    await first.waitFor();
    const text = (await first.textContent()) ?? '';
    expect(text).toContain(latest.data[0]!.media.title);
    expect(text).toContain(`${latest.data[0]!.number}-р анги`);
    await context.close();
  });

  it('/search finds titles as typed and opens the theatre detail', async () => {
    const baseUrl = inject('baseUrl');
    const results = await api<{ id: number; title: string }[]>(
      baseUrl,
      `/api/search?q=${encodeURIComponent('зах')}`,
    );
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/search`);
    await page.getByRole('heading', { level: 1, name: 'Хайлт' }).waitFor();
    await page.getByRole('searchbox', { name: 'Хайх' }).fill('зах');
    await page.getByText(`${results.length} илэрц`).first().waitFor();
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('link', { name: results[0]!.title }).first().click();
    await page.waitForURL(`${baseUrl}/theatre/detail/${results[0]!.id}`);
    await context.close();
  });

  it('scrolls a listing to its last page, then asks no more', async () => {
    const baseUrl = inject('baseUrl');
    const first = await seriesPage(baseUrl, 1);
    expect(first.last_page).toBeGreaterThan(1);
    const { context, page } = await newPage(browser, viewport);
    const listCalls: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/m/anime/list/')) {
        listCalls.push(Number(new URL(request.url()).searchParams.get('page')));
      }
    });
    await page.goto(`${baseUrl}/series/all/all/all/all`);
    const grid = page.getByRole('list', { name: 'Бүх контент' });
    await grid.getByRole('link').first().waitFor();
    const end = page.getByText('Та бүгдийг нь үзлээ');
    // Scrolls to the bottom again until the listing says it has shown everything.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return end.isVisible();
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    expect(await grid.getByRole('listitem').count()).toBe(first.total);
    // Page 1 came with the page itself (its first view, decision 032); the rest as scrolled.
    expect(listCalls).toEqual(Array.from({ length: first.last_page - 1 }, (_, i) => i + 2));

    // hasMore is false: more scrolling sends nothing.
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await framesSettled(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await framesSettled(page);
    }
    expect(listCalls).toHaveLength(first.last_page - 1);
    expect(await page.getByRole('button', { name: 'Цааш үзэх' }).count()).toBe(0);
    await context.close();
  });
});
