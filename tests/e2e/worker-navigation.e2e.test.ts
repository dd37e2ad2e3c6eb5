import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, waitForServiceWorker } from './browser';

/*
 * Issue 30 point 8: with the app installed, the worker answered every navigation with the app
 * shell, so the server's own pages (the QPay sandbox's pay page) became the app, which sent the
 * visitor to /. Navigations the app does not own go to the network.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the worker and pages that are not the app’s', () => {
  it('leaves the QPay sandbox’s pay page to the server; the app’s own pages still get the shell', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await waitForServiceWorker(page);

    // A tab of its own: this page is not the app, so nothing waits for the app to run.
    const tab = await context.newPage();
    const pay = await tab.goto(`${baseUrl}/qpay-sandbox/pay/no-such-bill`);
    expect(pay!.fromServiceWorker()).toBe(false);
    await tab.waitForLoadState('load');
    expect(new URL(tab.url()).pathname).toBe('/qpay-sandbox/pay/no-such-bill');
    expect(await tab.locator('#root').count()).toBe(0);

    const policy = await tab.goto(`${baseUrl}/policy`);
    expect(policy!.fromServiceWorker()).toBe(true);
    await context.close();
  });
});
