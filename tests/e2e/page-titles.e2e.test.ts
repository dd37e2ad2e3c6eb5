import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage } from './browser';
import { PAID, apiLogin, base, getJson, seedEpisodes, storeSession } from './watch-helpers';

/*
 * Every route names its browser tab after its page (issue 17, defect 13): the tab title is the
 * visible h1 followed by " | BTV", and a detail page's h1 is its title as text.
 */

const BRAND_ONLY = 'BTV — Бизнес, эдийн засгийн стрим';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for the page's visible h1 and a tab title of its own, then reads both. */
async function titles(page: Page, path: string) {
  await page.goto(`${base()}${path}`);
  const h1 = page.locator('h1:visible').first();
  await h1.waitFor();
  await page.waitForFunction((brand) => document.title !== brand, BRAND_ONLY);
  return { h1: (await h1.innerText()).trim(), tab: await page.title() };
}

async function firstId(path: string): Promise<number> {
  const data = await getJson<{ id: number }[] | { data: { id: number }[] }>(path);
  const list = Array.isArray(data) ? data : data.data;
  return list[0]!.id;
}

describe('page titles', () => {
  it('a guest: listings, details, pages and a missing page each name the tab', async () => {
    const eps = await seedEpisodes();
    const detail = await getJson<{ title: string }>(`/api/m/anime/detail/${eps.mediaId}/0`);
    const paths = [
      '/series/all/all/all/all',
      '/theatre/all/all',
      '/media?type=movie',
      '/episode/new',
      '/live',
      '/search',
      '/faq',
      '/contact',
      `/series/detail/${eps.mediaId}`,
      '/podcast',
      `/podcast/detail/${await firstId('/api/m/podcasts')}`,
      '/news-letter',
      `/news-letter/detail/${await firstId('/api/m/newsletters')}`,
      '/history',
      '/content/999999',
    ];
    const { context, page } = await newPage(browser, PHONE);
    for (const path of paths) {
      const { h1, tab } = await titles(page, path);
      expect(tab, path).not.toBe(BRAND_ONLY);
      // /live is the home page scrolled to its live row: its h1 is the home page's, hidden.
      if (path === '/live') expect(tab).toBe('LIVE | BTV');
      else expect(tab, path).toBe(`${h1} | BTV`);
    }
    const { h1 } = await titles(page, `/series/detail/${eps.mediaId}`);
    expect(h1).toBe(detail.title);
    await context.close();
  });

  it('a signed-in user: their lists, profile sections and payment pages each name the tab', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await storeSession(page, await apiLogin(PAID));
    for (const path of [
      '/history',
      '/episode/liked',
      '/profile',
      '/profile/change-password',
      '/profile/my-fund',
      '/profile/viewed-history',
      '/payment',
      '/pack',
    ]) {
      await page.goto(`${base()}${path}`);
      await page.locator('h1:visible, h2:visible').first().waitFor();
      await page.waitForFunction((brand) => document.title !== brand, BRAND_ONLY);
      const tab = await page.title();
      const headings = (await page.locator('h1:visible, h2:visible').allInnerTexts()).map((t) =>
        t.trim(),
      );
      expect(tab, path).toMatch(/ \| BTV$/);
      expect(headings, path).toContain(tab.replace(/ \| BTV$/, ''));
    }
    await context.close();
  });
});
