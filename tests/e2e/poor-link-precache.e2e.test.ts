import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { appRunning } from './settled';

/*
 * Issue 29, "a poor link is usable" (decision 050): on a 3g link the worker's install fetches no
 * route's code, only the shell, and keeps the chunks the first page loaded (from the HTTP cache),
 * so a reload with the network gone still brings that page back. On a good link every route's
 * code is fetched at install, as before.
 */

let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

/** The app's own files (/btv/assets/) in every cache of the origin. */
function keptAssets(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      count += keys.filter((key) => new URL(key.url).pathname.startsWith('/btv/assets/')).length;
    }
    return count;
  });
}

/** The route chunks the page loaded (resource timing), which a repeat visit needs. */
function loadedAssets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/btv/assets/')),
  );
}

async function firstVisit(latency: number) {
  const { context, page } = await newPage(browser, PHONE);
  const cdp = await context.newCDPSession(page);
  // Round trips of 400 ms are what Chromium calls 3g; the bandwidth is left alone to keep it quick.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${proxy.url}/faq`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const effectiveType = await page.evaluate(
    () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
  );
  await waitForServiceWorker(page);
  return { context, page, effectiveType };
}

describe('the worker on a poor link', () => {
  it('keeps only what a repeat visit of the page needs, and that page comes back offline', async () => {
    const { context, page, effectiveType } = await firstVisit(400);
    expect(effectiveType).toBe('3g');
    const loaded = await loadedAssets(page);
    // The chunks the page loaded are handed over once the worker controls it.
    await expect.poll(() => keptAssets(page)).toBeGreaterThanOrEqual(loaded.length);
    const kept = await keptAssets(page);
    expect(kept).toBeLessThan(loaded.length + 10);

    proxy.setMode('down');
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await appRunning(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(false);
    proxy.setMode('pass');
    await context.close();
  });

  it('fetches every route at install on a good link', async () => {
    const { context, page, effectiveType } = await firstVisit(0);
    expect(effectiveType).toBe('4g');
    const loaded = await loadedAssets(page);
    await expect.poll(() => keptAssets(page)).toBeGreaterThan(loaded.length + 100);
    await context.close();
  });
});
