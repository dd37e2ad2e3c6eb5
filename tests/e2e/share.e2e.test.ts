import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { registerViaApi, unusedPhone } from './session';
import {
  base,
  playAndAdvance,
  seedEpisodes,
  storeSession,
  videoTime,
  type SeedEpisodes,
} from './watch-helpers';

/*
 * Sharing as a person does: from the player the link carries the moment, and opening it starts
 * there; a phone's share sheet gets the detail page's link.
 */

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

describe('share', () => {
  it('copies the episode link with the moment, and the link starts there', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    // A viewer of its own: another test's saved position on this episode would ask "continue?".
    const viewer = await registerViaApi(base(), await unusedPhone(base()), {
      first: 'Хуваалцагч',
      last: 'Туршилт',
    });
    await storeSession(page, viewer);
    const path = `/watch/${eps.mediaId}/${eps.free[1]!}`;
    await page.goto(`${base()}${path}`);
    await playAndAdvance(page, 4);
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    const at = Math.floor(await videoTime(page));

    await page.getByRole('button', { name: 'Хуваалцах' }).click();
    await page.getByText('Холбоосыг амжилттай хууллаа.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${base()}${path}?t=${at}`);

    // Opened cold, the link offers no "continue" of its own: play starts at the shared moment.
    await page.goto(link);
    await page.getByRole('button', { name: 'Тоглуулах', exact: true }).first().click();
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video');
        return !!v && !v.paused && v.currentTime > 0;
      },
      undefined,
      { timeout: 20_000 },
    );
    expect(await videoTime(page)).toBeGreaterThanOrEqual(at - 0.5);
    expect(await page.getByRole('button', { name: /^Үргэлжлүүлэх/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a phone's share sheet the title and the detail page's link", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`${base()}/series/detail/${eps.mediaId}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('button', { name: 'Хуваалцах' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([expect.objectContaining({ title, url: `${base()}/series/detail/${eps.mediaId}` })]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
