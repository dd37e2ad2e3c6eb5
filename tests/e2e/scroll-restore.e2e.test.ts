import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { eventually } from './catalogue-helpers';
import { startServer, type RunningServer } from './server';
import { framesSettled, scrollSettled } from './settled';

/*
 * Back to a deep infinite listing shows what the viewer left (issue 17, defect 15): the same
 * title at the same height, although the rebuilt grid's off-screen cards have estimated heights.
 */

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  // The demo seed has two pages of series; five times it has nine.
  [browser, server] = await Promise.all([launchBrowser(), startServer({ SEED_SCALE: '5' })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** The first title link on screen and how far down it is: what the viewer was looking at. */
const firstOnScreen = (page: Page) => () =>
  page.evaluate(() => {
    for (const link of document.querySelectorAll('main a[href]')) {
      const { top, height } = link.getBoundingClientRect();
      if (height > 0 && top >= 0) return `${link.getAttribute('href')} at ${Math.round(top)}`;
    }
    return null;
  });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('back to a deep listing (%s)', (_name, viewport) => {
  it('lands at the same place after visiting another page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/series/all/all/all/all`);
    const cards = page.getByRole('list', { name: 'Бүх контент' }).getByRole('link');
    await cards.first().waitFor();
    // To the end of the listing, as a viewer scrolls: each wheel brings the next page closer,
    // until the listing says that was all. No time limit per page: a loaded machine is slow.
    const end = page.getByText('Та бүгдийг нь үзлээ');
    for (let wheels = 0; !(await end.isVisible()); wheels += 1) {
      if (wheels === 300) {
        const at = await page.evaluate(() => ({
          y: window.scrollY,
          height: document.documentElement.scrollHeight,
          foot: document.querySelector('main')?.lastElementChild?.textContent?.slice(-200),
        }));
        throw new Error(`no end after ${await cards.count()} cards: ${JSON.stringify(at)}`);
      }
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(100);
    }
    expect(await cards.count()).toBeGreaterThan(8 * 24);
    // Then back up to the middle, where a title catches the eye.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.mouse.wheel(0, -height / 2);
    // Read once the scroll and what it set off (the header's fixed state) are over.
    await scrollSettled(page);
    await framesSettled(page);
    await eventually(firstOnScreen(page), (a) => a !== null);
    const before = await firstOnScreen(page)();
    expect(before).not.toBeNull();
    // The header stays on screen, so following its link does not scroll the listing first.
    await page.getByRole('link', { name: 'BTV' }).first().click();
    await page.waitForURL(`${server.url}/`);
    await page.goBack();
    await cards.first().waitFor();
    expect(await eventually(firstOnScreen(page), (a) => a === before)).toBe(before);
    await context.close();
  });
});
