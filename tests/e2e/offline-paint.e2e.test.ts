import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_CACHE, PAGE_CACHE } from '../../contract/device-storage';
import { PHONE, launchBrowser, newPage, waitForCached, waitForServiceWorker } from './browser';
import { api } from './catalogue-helpers';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { loginViaApi, storeSession } from './session';
import { appRunning } from './settled';

/*
 * Issue 29, "a repeat visit paints no later than a first visit" (decision 077): the worker
 * answers a navigation to a public page it has seen with the server's first view as last seen,
 * not the empty shell, so the page's titles are on screen before any API answer, and offline.
 * Each test starts from a brand-new profile with no worker.
 */

let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;
let series: { path: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
  const rows = await api<{ media: { id: number; title: string; kind: string }[] }[]>(
    server.url,
    '/api/m/media/home/cat',
  );
  const found = rows.flatMap((r) => r.media).find((m) => m.kind === 'series')!;
  series = { path: `/series/detail/${found.id}`, title: found.title };
});
// A failed test must not leave the next one without a network.
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

/** The worker holds the series page (it keeps it in the background). */
const keptByWorker = (page: Page) => waitForCached(page, PAGE_CACHE, [series.path]);

/**
 * A first visit of the series page (no worker yet: the server's first view), then a second one,
 * which the worker now controls, as a person coming back would; by then it keeps the page.
 */
async function seenTwice(page: Page) {
  const first = await page.goto(`${proxy.url}${series.path}`);
  expect(first!.fromServiceWorker()).toBe(false);
  await waitForServiceWorker(page);
  const second = await page.goto(`${proxy.url}${series.path}`);
  expect(second!.fromServiceWorker()).toBe(true);
  await page.getByRole('heading', { name: series.title }).first().waitFor();
  await keptByWorker(page);
}

/** The page's API answers the worker holds go, so only the kept document can show the titles. */
async function forgetReads(page: Page) {
  await page.evaluate((name) => caches.delete(name), API_CACHE);
}

/** The title as the server drew it, before the app has run (it is still `inert`) or after. */
const titleShown = (page: Page) =>
  page.getByRole('heading', { name: series.title }).or(page.getByText(series.title)).first();

/** Network gone, the page reloaded: the worker answers with the kept copy and its title shows. */
async function reloadOfflineShowsTitle(context: BrowserContext, page: Page) {
  await forgetReads(page);
  proxy.setMode('down');
  await context.setOffline(true);
  const response = await page.reload();
  expect(response!.fromServiceWorker()).toBe(true);
  expect(await response!.text()).toContain(series.title);
  await titleShown(page).waitFor({ timeout: 15_000 });
  await context.setOffline(false);
  proxy.setMode('pass');
  await context.close();
}

describe('a repeat visit paints the page as last seen', () => {
  it("shows the series page's titles from the worker's copy before any API answer", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await seenTwice(page);
    await forgetReads(page);
    // Every API answer and the document itself wait on the network: what paints is the worker's.
    proxy.setMode('stall', /^\/(api\/|series\/)/);
    const answered: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) answered.push(r.url());
    });
    const navigation = page.waitForResponse((r) => r.request().isNavigationRequest());
    await page.evaluate((path) => window.location.assign(path), series.path);
    const document = await navigation;
    expect(document.fromServiceWorker()).toBe(true);
    expect(await document.text()).toContain(series.title);
    await titleShown(page).waitFor({ timeout: 15_000 });
    expect(answered).toEqual([]);
    proxy.setMode('pass');
    await appRunning(page);
    await context.close();
  });

  it("keeps the first visit's own document, with nothing downloaded again", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const documents = () => proxy.forwarded.filter((r) => r === `GET ${series.path}`).length;
    const before = documents();
    const first = await page.goto(`${proxy.url}${series.path}`);
    expect(first!.fromServiceWorker()).toBe(false);
    await waitForServiceWorker(page);
    await keptByWorker(page);
    // Handed over from the HTTP cache: the server was asked for the page once.
    expect(documents() - before).toBe(1);
    await reloadOfflineShowsTitle(context, page);
  });

  it('brings a kept page back on an offline reload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await seenTwice(page);
    await reloadOfflineShowsTitle(context, page);
  });

  it("has the login dialog's styles in before a tap, which a first visit asks for only on one", async () => {
    const { context, page } = await newPage(browser, PHONE);
    // On a poor link (Save-Data here) the app does not load the dialog while idle: what is in
    // before a tap is the start script's doing.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const dialogSheets = () =>
      page.evaluate(() =>
        [...document.styleSheets]
          .map((sheet) => sheet.href ?? '')
          .filter((href) => /\/(login-dialog|code-input)-[\w-]+\.css$/.test(href)),
      );
    const first = await page.goto(`${proxy.url}${series.path}`);
    expect(first!.fromServiceWorker()).toBe(false);
    await appRunning(page);
    expect(await dialogSheets()).toEqual([]);
    await waitForServiceWorker(page);
    // The worker answers the page: its two stylesheets cost no round trip, so they come at once
    // (decision 087, amended) and the phone step can show with the frame on a tap.
    const second = await page.goto(`${proxy.url}${series.path}`);
    expect(second!.fromServiceWorker()).toBe(true);
    await expect.poll(dialogSheets, { timeout: 15_000 }).toHaveLength(2);
    await page.locator('header').getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    await page.getByRole('dialog').locator('input').first().waitFor();
    await context.close();
  });

  it("shows a signed-in viewer their own header once the app runs the guest's copy", async () => {
    const session = await loginViaApi(server.url, '99119911', '2580');
    const { context, page } = await newPage(browser, PHONE);
    await seenTwice(page);
    await storeSession(page, session);
    const response = await page.goto(`${proxy.url}${series.path}`);
    expect(response!.fromServiceWorker()).toBe(true);
    // The worker's copy is the guest's page, as the server's first view always is.
    expect(await response!.text()).toContain(series.title);
    const header = page.locator('header');
    await header.getByRole('button', { name: /Батболд/ }).waitFor();
    expect(await header.getByRole('button', { name: 'Нэвтрэх', exact: true }).count()).toBe(0);
    await page.getByRole('heading', { name: series.title }).first().waitFor();
    await context.close();
  });
});
