import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_CACHE, IMAGE_CACHE } from '../../contract/device-storage';
import { imageStem } from '../../contract/image-variants';
import { extra } from '../../contract/messages';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newPage,
  waitForCached,
  waitForServiceWorker,
} from './browser';
import { api, seriesPage } from './catalogue-helpers';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { appRunning } from './settled';

/*
 * Issue 29, "One visit is enough" and "Offline says so" (decision 044). Each test starts from a
 * brand-new browser profile with no worker: one visit of a public page (the server's first view,
 * decision 032), then the network goes, for the page and the worker alike (the context offline and
 * the proxy cutting every connection), and a reload brings back what that one visit showed.
 */

let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
});
// A failed test must not leave the next one without a network.
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

const READS_BLOCK = /<script type="application\/json" id="first-view-reads">([\s\S]*?)<\/script>/;

/** The API paths a page read without the worker: in its first view, or itself before control. */
function readsWithoutWorker(page: Page): { document: (html: string) => void; paths: Set<string> } {
  const paths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && !response.fromServiceWorker()) paths.add(url.pathname);
  });
  const document = (html: string) => {
    const block = READS_BLOCK.exec(html)?.[1];
    for (const read of block ? (JSON.parse(block) as { url: string }[]) : []) {
      paths.add(new URL(read.url, 'http://x').pathname);
    }
  };
  return { document, paths };
}

/**
 * One visit of `path` by a profile with no worker, until the worker controls the page and, unless
 * `kept` is false, holds what the page read before it did (a person reads the page meanwhile).
 */
async function firstVisit(
  path: string,
  { viewport = PHONE, kept = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  const reads = readsWithoutWorker(page);
  const response = await page.goto(`${proxy.url}${path}`);
  expect(response!.fromServiceWorker()).toBe(false);
  reads.document(await response!.text());
  await waitForServiceWorker(page);
  if (!kept) return { context, page };
  await waitForCached(page, API_CACHE, [...reads.paths]);
  return { context, page };
}

/** Gone for the page and for the worker: the context offline and every connection cut. */
async function cutNetwork(context: BrowserContext) {
  proxy.setMode('down');
  await context.setOffline(true);
}

async function restoreNetwork(context: BrowserContext) {
  await context.setOffline(false);
  proxy.setMode('pass');
}

async function reloadOffline(page: Page) {
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await appRunning(page);
}

/** The names of the page's headings, as a screen reader hears them. */
async function headings(page: Page): Promise<string[]> {
  const tree = await page.locator('main').ariaSnapshot();
  const names = [...tree.matchAll(/- heading "((?:[^"\\]|\\.)*)"/g)].map(
    (m) => JSON.parse(`"${m[1]!}"`) as string,
  );
  return [...new Set(names)];
}

async function expectHeadings(page: Page, names: string[]) {
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    await page.locator('main').getByRole('heading', { name, exact: true }).first().waitFor();
  }
}

/** A title may be drawn as a logo image, so it is found by its accessible name too. */
async function expectTitle(page: Page, title: string) {
  await page.getByRole('heading', { name: title }).or(page.getByText(title)).first().waitFor();
}

interface HomeRow {
  title: string;
  media: { id: number; title: string; kind: string }[];
}

describe('one visit is enough', () => {
  it('brings the home page back offline with its hero, rows and titles', async () => {
    const [slide] = await api<{ title: string }[]>(server.url, '/api/m/slides/big?multi=1');
    const rows = await api<HomeRow[]>(server.url, '/api/m/media/home/cat');
    const row = rows.find((r) => r.media.length > 0)!;

    const { context, page } = await firstVisit('/');
    await page.getByRole('heading', { name: row.title, exact: true }).waitFor();
    const seen = await headings(page);

    await cutNetwork(context);
    await reloadOffline(page);
    await expectTitle(page, slide!.title);
    await page.getByRole('heading', { name: row.title, exact: true }).waitFor();
    await expectTitle(page, row.media[0]!.title);
    await expectHeadings(page, seen);
    await restoreNetwork(context);
    await context.close();
  });

  /** Each page as a path and a title it shows, read from the API the page reads. */
  const pages: [string, () => Promise<[string, string]>][] = [
    [
      'a listing',
      async () => ['/series/all/all/all/all', (await seriesPage(server.url, 1)).data[0]!.title],
    ],
    [
      'a series',
      async () => {
        const rows = await api<HomeRow[]>(server.url, '/api/m/media/home/cat');
        const series = rows.flatMap((r) => r.media).find((m) => m.kind === 'series')!;
        return [`/series/detail/${series.id}`, series.title];
      },
    ],
    [
      'a theatre title',
      async () => {
        const [movie] = await api<{ id: number; title: string }[]>(
          server.url,
          '/api/m/latest/movie',
        );
        return [`/theatre/detail/${movie!.id}`, movie!.title];
      },
    ],
    [
      'the FAQ',
      async () => [
        '/faq',
        (await api<{ title: string }[]>(server.url, '/api/footer/get-faq'))[0]!.title,
      ],
    ],
    [
      'a content page',
      async () => [
        '/content/48',
        (await api<{ title: string }>(server.url, '/api/m/content/48')).title,
      ],
    ],
    [
      'podcasts',
      async () => [
        '/podcast',
        (await api<{ data: { title: string }[] }>(server.url, '/api/m/podcasts')).data[0]!.title,
      ],
    ],
  ];

  it.each(pages)('brings %s back offline', async (_name, read) => {
    const [path, title] = await read();
    const { context, page } = await firstVisit(path);
    await expectTitle(page, title);
    const seen = await headings(page);

    await cutNetwork(context);
    await reloadOffline(page);
    await expectTitle(page, title);
    await expectHeadings(page, seen);
    await restoreNetwork(context);
    await context.close();
  });

  it('shows the pictures that visit showed, downloaded once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const isPicture = (url: URL) => /^\/(art|uploads)\//.test(url.pathname);
    const before = proxy.forwarded.length;
    const response = await page.goto(`${proxy.url}/`);
    expect(response!.fromServiceWorker()).toBe(false);
    await waitForServiceWorker(page);
    // The pictures on screen once the page settled, as the page itself loaded them.
    const shown = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((img) => {
            const { top, bottom, width } = img.getBoundingClientRect();
            return (
              img.complete && img.naturalWidth > 0 && width > 0 && top < innerHeight && bottom > 0
            );
          })
          .map((img) => new URL(img.currentSrc).pathname),
      );
    await expect.poll(async () => (await shown()).length).toBeGreaterThan(0);
    const pictures = [...new Set(await shown())].filter((p) => isPicture(new URL(p, proxy.url)));
    expect(pictures.length).toBeGreaterThan(0);
    await waitForCached(page, IMAGE_CACHE, pictures);
    // The worker kept them from the browser's own cache: the server was asked for each once.
    const asked = proxy.forwarded
      .slice(before)
      .map((line) => new URL(line.split(' ')[1]!, proxy.url).pathname);
    for (const picture of pictures) {
      expect(asked.filter((p) => p === picture)).toHaveLength(1);
    }

    await cutNetwork(context);
    await reloadOffline(page);
    // Every picture the visit showed is drawn again, from the worker.
    await expect
      .poll(async () => {
        const now = new Set(await shown());
        return pictures.filter((p) => !now.has(p));
      })
      .toEqual([]);
    // Opened again in a wider window, still offline: the page asks for wider files of the same
    // pictures (srcset), and the worker answers with the widths it holds (decision 091).
    const stems = [...new Set(pictures.map(imageStem))].filter((stem) => stem !== null);
    await page.setViewportSize(DESKTOP);
    await reloadOffline(page);
    const widerOnes = () =>
      page.evaluate(
        ({ stems, pictures }) =>
          [...document.querySelectorAll('img')]
            .map((img) => ({ img, path: new URL(img.currentSrc || img.src).pathname }))
            .filter(
              ({ path }) => !pictures.includes(path) && stems.some((s) => path.startsWith(`${s}-`)),
            )
            .map(
              ({ img, path }) =>
                `${path} ${img.complete && img.naturalWidth > 0 ? 'shown' : 'broken'}`,
            ),
        { stems, pictures },
      );
    await expect
      .poll(
        async () => {
          const wider = await widerOnes();
          return wider.length > 0 && wider.every((line) => line.endsWith(' shown'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await restoreNetwork(context);
    await context.close();
  });

  it('shows the header menus that visit knew on a route it never opened', async () => {
    const rows = await api<HomeRow[]>(server.url, '/api/m/media/home/cat');
    const { context, page } = await firstVisit('/', { viewport: DESKTOP });

    await cutNetwork(context);
    await page.goto(`${proxy.url}/podcast`);
    await page.getByRole('button', { name: 'Контент' }).click();
    const menu = page.getByRole('region', { name: 'Контентын ангилал' });
    await menu.getByRole('tab', { name: rows[0]!.title }).waitFor();
    const row = rows[0]!;
    if (row.media.length > 0) await menu.getByText(row.media[0]!.title).first().waitFor();
    await page.keyboard.press('Escape');

    // What the visit never read says so, with a retry, instead of a placeholder.
    await page.getByText(extra.offline).first().waitFor();

    // And home, the page the visit did see, is whole.
    await page.goto(`${proxy.url}/`);
    await page.getByRole('heading', { name: row.title, exact: true }).waitFor();
    await restoreNetwork(context);
    await context.close();
  });
});

describe('offline says so', () => {
  it('an overlay of a title never opened says it cannot load, and its retry works once back online', async () => {
    const { context, page } = await firstVisit('/', { kept: false });
    const card = page.locator('main li a[href^="/?media="]').first();
    const id = new URL(`http://x${await card.getAttribute('href')}`).searchParams.get('media');
    const detail = await api<{ title: string }>(server.url, `/api/m/anime/detail/${id}/0`);

    await cutNetwork(context);
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('alert').getByText(extra.offline).waitFor();

    await restoreNetwork(context);
    await dialog.getByRole('button', { name: 'Дахин оролдох' }).click();
    await dialog.getByRole('heading', { name: detail.title }).first().waitFor();
    await context.close();
  });

  it('a detail page never opened, reached in the app, says it cannot load, and its retry works once back online', async () => {
    const { context, page } = await firstVisit('/', { kept: false });
    const link = page.locator('main a[href^="/series/detail/"], main a[href^="/theatre/detail/"]');
    const href = (await link.first().getAttribute('href'))!;
    const id = href.split('/').pop()!;
    const detail = await api<{ title: string }>(server.url, `/api/m/anime/detail/${id}/0`);

    await cutNetwork(context);
    await link.first().click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('alert').getByText(extra.offline).first().waitFor();

    await restoreNetwork(context);
    await page.getByRole('button', { name: 'Дахин оролдох' }).click();
    await page.getByRole('heading', { level: 1, name: detail.title }).waitFor();
    await context.close();
  });
});
