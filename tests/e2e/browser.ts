import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';
import { gotoWaitsForApp } from './settled';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium with the flags this machine needs (scripts/chromium.mjs, shared with scripts). */
export const launchBrowser = (): Promise<Browser> => launchChromium();

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    locale: 'mn-MN',
    serviceWorkers: 'allow',
    // Animations end at once, so what a check reads (axe's contrast) is the settled screen.
    reducedMotion: 'reduce',
  });
  const page = gotoWaitsForApp(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** `ready` resolves while the worker is still activating; only a controller proves it serves. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Waits until the worker's cache `cacheName` holds every one of `paths`. Polled from the test:
 * page.waitForFunction takes an async check's promise as a truthy answer and passes at once.
 */
export async function waitForCached(page: Page, cacheName: string, paths: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ name, wanted }) => {
            const keys = await (await caches.open(name)).keys();
            return wanted.every((p) => keys.some((key) => new URL(key.url).pathname === p));
          },
          { name: cacheName, wanted: paths },
        ),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/**
 * The open dialog once its content is there: the login dialog's frame stands in, busy, while
 * its code is on the way (decision 081), and a step's title there does not mean its fields are.
 */
export const readyDialog = (page: Page) =>
  page.getByRole('dialog').and(page.locator(':not([aria-busy="true"])'));
