import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage } from './browser';
import { PAID, apiLogin, base, getJson, seedEpisodes, storeSession } from './watch-helpers';

/*
 * Where the app writes a title over a picture, the picture carries no title of its own
 * (issue 17, defect 10): the live card on the phone's home page and the player before it starts.
 * The demo art is SVG, so "no title of its own" is readable: no text element.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function artHasText(page: Page, src: string | null): Promise<boolean> {
  expect(src).toBeTruthy();
  const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src!);
  return /<text[\s>]/.test(svg);
}

describe('titles drawn once (phone)', () => {
  it("the live card's picture has no title under the card's own", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${base()}/`);
    const live = page.locator('#live');
    await live.getByRole('heading', { name: 'Шууд' }).waitFor();
    const cover = live.locator('img').first();
    await cover.waitFor();
    expect(await artHasText(page, await cover.getAttribute('src'))).toBe(false);
    await context.close();
  });

  it("the player's picture before playback has no title under the player's own", async () => {
    const eps = await seedEpisodes();
    const { context, page } = await newPage(browser, PHONE);
    await storeSession(page, await apiLogin(PAID));
    await page.goto(`${base()}/watch/${eps.mediaId}/${eps.free[0]}`);
    const video = page.locator('video');
    await video.waitFor();
    expect(await artHasText(page, await video.getAttribute('poster'))).toBe(false);
    await context.close();
  });

  it("a theatre title's player picture has no title under the player's own", async () => {
    const movie = (await getJson<{ id: number }[]>('/api/m/latest/movie'))[0]!;
    const { context, page } = await newPage(browser, PHONE);
    await storeSession(page, await apiLogin(PAID));
    await page.goto(`${base()}/movie/stream/${movie.id}`);
    const video = page.locator('video');
    await video.waitFor();
    expect(await artHasText(page, await video.getAttribute('poster'))).toBe(false);
    await context.close();
  });
});
