import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { appRunning, framesSettled, scrollSettled } from './settled';

/*
 * Issue 30 point 1: on a phone, one fling past the first page of /episode/new asked for pages 2
 * to 45 within 5 s and left the viewer pinned at the bottom. A paged list asks for the next page
 * only when its end comes near again after the previous page was drawn.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/**
 * A thumb's fast swipe up: the browser carries the page on with momentum after the finger lifts.
 * Each event carries its own time, 8 ms apart, so the speed (and the momentum) is the same
 * however busy the machine is.
 */
async function fling(cdp: CDPSession) {
  const x = 195;
  let y = 800;
  const start = Date.now() / 1000;
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    i: number,
    touchPoints: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: start + i * 0.008 });
  await touch('touchStart', 0, [{ x, y }]);
  for (let i = 1; i <= 8; i++) {
    y -= 80;
    await touch('touchMove', i, [{ x, y }]);
  }
  await touch('touchEnd', 9, []);
}

/**
 * The next pages' answers wait until `release()`: the fling reaches the bottom before the page
 * arrives, as it did on the phone's slow link, whatever this machine's speed.
 */
function holdPages(page: Page) {
  const asked: number[] = [];
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  void page.route(/\/api\/m\/latest\/anime\/1/, async (route) => {
    asked.push(Number(new URL(route.request().url()).searchParams.get('page') ?? 1));
    await gate;
    await route.continue();
  });
  return {
    asked,
    release() {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** Every held page answered and drawn, and nothing more asked for since. */
async function settle(page: Page, pages: ReturnType<typeof holdPages>) {
  for (;;) {
    const before = pages.asked.length;
    await scrollSettled(page);
    pages.release();
    await page.waitForLoadState('networkidle');
    await framesSettled(page);
    await scrollSettled(page);
    if (pages.asked.length === before) return;
  }
}

describe('infinite scroll on a phone', () => {
  it('one fling brings one more page, and the next fling the one after', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: 'mn-MN',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pages = holdPages(page);
    await page.goto(`${inject('baseUrl')}/episode/new`);
    await appRunning(page);
    await page.getByRole('list', { name: 'Шинэ анги' }).getByRole('link').first().waitFor();
    await settle(page, pages);
    const first = Math.max(1, ...pages.asked);
    const cdp = await context.newCDPSession(page);

    await fling(cdp);
    await settle(page, pages);
    expect(pages.asked.filter((n) => n > first)).toEqual([first + 1]);
    // The page drawn went below the viewer, who stays where the fling left them.
    const { y, height } = await page.evaluate(() => ({
      y: window.scrollY,
      height: document.documentElement.scrollHeight,
    }));
    expect(y + PHONE.height).toBeLessThan(height - PHONE.height);

    // Flinging on, the end comes near again: one more page, however many flings that takes.
    for (let flings = 0; flings < 6 && !pages.asked.includes(first + 2); flings++) {
      await fling(cdp);
      await settle(page, pages);
    }
    expect(pages.asked.filter((n) => n > first)).toEqual([first + 1, first + 2]);
    await context.close();
  });
});
