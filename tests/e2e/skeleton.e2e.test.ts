import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startServer } from './server';

interface SlidesResponse {
  status: boolean;
  data: { title: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function slideTitles(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/m/slides/big?multi=1`);
  const body = (await response.json()) as SlidesResponse;
  expect(body.status).toBe(true);
  return body.data.map((s) => s.title);
}

describe('walking skeleton', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`home shows the seeded slides and category rows (${name})`, async () => {
      const baseUrl = inject('baseUrl');
      const titles = await slideTitles(baseUrl);
      expect(titles.length).toBeGreaterThan(2);
      const { context, page, errors } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/`);
      const hero = page.getByRole('region', { name: 'Онцлох', exact: true });
      await hero.getByRole('heading', { name: titles[0] }).waitFor();
      // Every slide is in the carousel, each labelled "n / total".
      expect(await hero.getByRole('group', { includeHidden: true }).count()).toBe(titles.length);
      // At least one category row with Mongolian titles.
      const rows = page
        .locator('main section[aria-label]')
        .filter({ has: page.locator('ul li a') });
      // Rows fill in after the hero (their lists arrive later and are built in a deferred render).
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBeGreaterThan(1);
      expect(await page.title()).toContain('BTV');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('redirects an unknown path to /', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${inject('baseUrl')}/no/such/page`);
    await page.waitForURL(`${inject('baseUrl')}/`);
    await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor();
    await context.close();
  });

  it('serves the worker under /btv/ for the whole origin and the app shell for deep links', async () => {
    const baseUrl = inject('baseUrl');
    const sw = await fetch(`${baseUrl}/btv/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    const deep = await fetch(`${baseUrl}/series/detail/1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root"');
    const api404 = await fetch(`${baseUrl}/api/m/nothing-here`);
    expect(api404.status).toBe(404);
    expect(((await api404.json()) as { status: boolean }).status).toBe(false);
  });

  it('reloads the home page from the service worker with the network cut', async () => {
    // A server of its own: stopping it is a real network cut, including the worker's fetches.
    const server = await startServer();
    const titles = await slideTitles(server.url);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    // Load once more under the worker's control so the API answers land in its cache.
    await page.reload();
    await page.getByRole('heading', { name: titles[0] }).waitFor();
    await page.waitForLoadState('networkidle');

    await server.stop();
    await page.reload();
    await page
      .getByRole('region', { name: 'Онцлох', exact: true })
      .getByRole('heading', { name: titles[0] })
      .waitFor();
    const rows = page.locator('main section[aria-label]').filter({ has: page.locator('ul li a') });
    expect(await rows.count()).toBeGreaterThan(1);
    await context.close();
  });
});
