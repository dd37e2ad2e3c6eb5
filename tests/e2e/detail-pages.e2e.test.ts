import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Paged } from '../../contract/envelope';
import type { ActorDetail, MediaCard, MediaDetail } from '../../contract/entities';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { injectScript } from './inject-script';

/* /series/detail, /theatre/detail and /actor pages with the seed's titles, phone and desktop. */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, init);
  const body = (await response.json()) as { status: boolean; data: T };
  expect(body.status).toBe(true);
  return body.data;
}

async function axeMain(page: Page): Promise<string[]> {
  await injectScript(page, axePath);
  const result = await page.evaluate<{
    violations: { id: string; nodes: { target: string[] }[] }[];
  }>(`axe.run({ include: ['main'] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`);
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A priced theatre title from the seed, found through the public theatre listing. */
async function pricedTheatre(): Promise<{ id: number; title: string; price: number }> {
  const list = await api<Paged<MediaCard>>('/api/m/movies/web?page=1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cats: [], sort: 'all', type: 'theatre' }),
  });
  for (const card of list.data) {
    const movie = await api<{ has_price: boolean; price: number }>(`/api/m/movie/${card.id}`);
    if (movie.has_price) return { id: card.id, title: card.title, price: movie.price };
  }
  throw new Error('the seed has no priced theatre title');
}

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe.each(viewports)('detail pages (%s)', (name, viewport) => {
  it('/series/detail/{id} shows the series, its episodes, cast and similar titles', async () => {
    const seeded = await api<MediaDetail>('/api/m/anime/detail/1/0');
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/series/detail/1`);
    await page.getByRole('heading', { level: 1, name: seeded.title }).waitFor();
    const main = page.locator('main');
    await main.getByText(`Эх нэр: ${seeded.original_name}`, { exact: true }).waitFor();
    const episodes = main.getByTestId('episodes');
    await episodes.getByRole('tab').first().waitFor();
    expect(await episodes.getByRole('tab').first().textContent()).toBe('1-10');
    expect(await episodes.getByRole('tabpanel').getByRole('link').count()).toBe(10);
    const actor = seeded.actors[0]!;
    expect(
      await main.getByTestId('cast').getByRole('link', { name: actor.name }).getAttribute('href'),
    ).toBe(`/actor/${actor.id}`);
    if (seeded.related[0]) {
      await main.getByTestId('similar').getByText(seeded.related[0].title).first().waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    if (name === 'desktop') expect(await axeMain(page)).toEqual([]);
    await context.close();
  });

  it('/theatre/detail/{id} shows a theatre title with its price and a watch button', async () => {
    const theatre = await pricedTheatre();
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/theatre/detail/${theatre.id}`);
    await page.getByRole('heading', { level: 1, name: theatre.title }).waitFor();
    const price = page.getByTestId('detail-price');
    await price.waitFor();
    const expected = await page.evaluate(
      (p) => `${new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 }).format(p)} ₮`,
      theatre.price,
    );
    expect(await price.textContent()).toContain(expected);
    expect(
      await page.locator('main').getByRole('link', { name: 'Үзэх' }).getAttribute('href'),
    ).toBe(`/theatre/watch/${theatre.id}`);
    expect(await page.getByTestId('episodes').count()).toBe(0);
    if (name === 'desktop') expect(await axeMain(page)).toEqual([]);
    await context.close();
  });

  it('/actor/{id} shows the actor and their titles', async () => {
    const actor = await api<ActorDetail>('/api/m/actor/1');
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/actor/1`);
    await page.getByRole('heading', { level: 1, name: actor.name }).waitFor();
    const works = page.getByRole('region', { name: 'Тоглосон бүтээлүүд' });
    await works.getByText(actor.media[0]!.title).first().waitFor();
    expect(await works.getByRole('link').count()).toBe(actor.media.length);
    if (name === 'desktop') expect(await axeMain(page)).toEqual([]);
    await context.close();
  });

  it('an unknown id says the title was not found', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/series/detail/999999`);
    await page.getByRole('heading', { level: 1, name: 'Контент олдсонгүй' }).waitFor();
    await context.close();
  });
});
