import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadRecord } from '@contract/offline-downloads';
import { DESKTOP, PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { axeViolations } from './payment-axe';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { registerViaApi, storeSession, type RegisteredUser } from './session';

// /downloads and /downloads/{id} with the network cut: the page, its chunks and the records all
// come from the device. The bytes and the engine are the lead's (issue 16); records are seeded.
let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;
let viewer: RegisteredUser;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
  viewer = await registerViaApi(server.url, '94440161', { first: 'Татагч', last: 'Туршилт' });
});
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

const MB = 1024 * 1024;

function record(patch: Partial<DownloadRecord>): DownloadRecord {
  return {
    userId: viewer.id,
    id: 'e12',
    kind: 'episode',
    itemId: 12,
    title: 'Хотын түүх',
    subtitle: '3-р анги',
    image: null,
    mediaId: 3,
    durationSec: 600,
    quality: 720,
    audioLang: 'mn',
    subs: [],
    segments: [],
    expiresAt: Date.now() + 10 * 86_400_000,
    expiry: 'paid',
    checkedAt: Date.now(),
    state: 'done',
    error: null,
    via: null,
    files: [{ path: 'manifest.mpd', bytes: 40 * MB }],
    remoteBase: '/media/x/',
    totalBytes: 40 * MB,
    createdAt: Date.now(),
    ...patch,
  };
}

/** Writes records where the app keeps them (idb-keyval's 'btv-downloads' / 'records'). */
async function seed(page: Page, records: DownloadRecord[]) {
  await page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('btv-downloads');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          for (const r of records) tx.objectStore('records').put(r, `${r.userId}/${r.id}`);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    records,
  );
}

async function controlledPage(size = PHONE) {
  const { context, page } = await newPage(browser, size);
  await page.goto(`${proxy.url}/`);
  await storeSession(page, viewer);
  await waitForServiceWorker(page);
  // Signed in once online, as a person is: the app keeps the account for offline starts.
  await page.reload();
  await page
    .getByRole('button', { name: /Татагч/ })
    .first()
    .waitFor();
  await seed(page, [
    record({}),
    record({
      id: 'm5',
      kind: 'movie',
      itemId: 5,
      mediaId: 5,
      title: 'Уулын салхи',
      subtitle: null,
      expiry: 'rental',
      expiresAt: Date.now() - 60_000,
    }),
    record({
      id: 'p7',
      kind: 'podcast',
      itemId: 7,
      mediaId: 2,
      title: 'Эдийн засгийн цаг',
      subtitle: 'Инфляц',
      quality: null,
      expiry: 'recheck',
    }),
  ]);
  return { context, page };
}

/** Airplane mode: the browser is offline and every request, the worker's too, fails. */
async function cutNetwork(context: BrowserContext) {
  proxy.setMode('down');
  await context.setOffline(true);
}

describe('downloads with the network cut', () => {
  it('opens /downloads from the worker, never visited online, with every download', async () => {
    const { context, page } = await controlledPage();
    await cutNetwork(context);
    await page.goto(`${proxy.url}/downloads`);
    await page.getByRole('heading', { name: 'Татаж авсан', level: 1 }).waitFor();
    const episode = page.getByRole('listitem').filter({ hasText: '3-р анги' });
    await episode.getByRole('button', { name: 'Тоглуулах' }).waitFor();
    const rental = page.getByRole('listitem').filter({ hasText: 'Уулын салхи' });
    await rental.getByText('Та үзвэрээ түрээслэж үзнэ үү!').waitFor();
    expect(await rental.getByRole('button', { name: 'Тоглуулах' }).count()).toBe(0);
    // Offline a renewal cannot be asked for: it says so instead of failing silently.
    await rental.getByRole('button', { name: 'Сунгах' }).click();
    await rental.getByText('Эрхийг шалгахын тулд интернетэд холбогдоно уу.').waitFor();
    await context.close();
  });

  it('starts a podcast episode in the player bar from its local file', async () => {
    const { context, page } = await controlledPage();
    await cutNetwork(context);
    await page.goto(`${proxy.url}/downloads`);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Инфляц' })
      .getByRole('button', { name: 'Тоглуулах' })
      .click();
    // The bar's own chunk comes from the precache too.
    const bar = page.getByRole('region', { name: 'Подкаст тоглуулагч' });
    await bar.getByText('Инфляц').waitFor();
    const src = await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.src);
    expect(new URL(src).pathname).toBe(`/offline-media/${viewer.id}/p7/audio.m4a`);
    await context.close();
  });

  it('refuses an expired download and a missing one, with no player', async () => {
    const { context, page } = await controlledPage();
    await cutNetwork(context);
    await page.goto(`${proxy.url}/downloads/m5`);
    await page.getByRole('heading', { name: 'Үзэх эрх дууссан' }).waitFor();
    await page.getByText('Та үзвэрээ түрээслэж үзнэ үү!').waitFor();
    await page.getByRole('button', { name: 'Сунгах' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);

    await page.goto(`${proxy.url}/downloads/e99`);
    await page.getByRole('heading', { name: 'Татсан үзвэр олдсонгүй' }).waitFor();
    await page.getByRole('link', { name: 'Татаж авсан руу буцах' }).click();
    await page.waitForURL('**/downloads');
    expect(await page.locator('video').count()).toBe(0);
    await context.close();
  });

  // A downloaded episode playing with the network cut (dash.js kept by the worker, the encrypted
  // subtitle decrypted, resume) is tests/e2e/downloads.e2e.test.ts, which downloads it for real.
});

describe('/downloads by keyboard and screen reader', () => {
  it('has no axe violations, and deletes by keyboard after the question', async () => {
    const { context, page } = await controlledPage(DESKTOP);
    await page.goto(`${proxy.url}/downloads`);
    const episode = page.getByRole('listitem').filter({ hasText: '3-р анги' });
    await episode.getByRole('button', { name: 'Тоглуулах' }).waitFor();
    expect(await axeViolations(page, ['main'])).toEqual([]);

    await episode.getByRole('button', { name: 'Устгах' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Татсан үзвэрийг устгах уу?' });
    await dialog.waitFor();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await episode.count()).toBe(1);
    await context.close();
  });
});

describe('/downloads/{id} online', () => {
  it('plays in the watch stage from the local URLs the worker answers', async () => {
    const { context, page } = await controlledPage();
    const manifest = page.waitForRequest((request) =>
      request.url().endsWith(`/offline-media/${viewer.id}/e12/manifest.mpd`),
    );
    await page.goto(`${proxy.url}/downloads`);
    await page
      .getByRole('listitem')
      .filter({ hasText: '3-р анги' })
      .getByRole('button', { name: 'Тоглуулах' })
      .click();
    await page.waitForURL('**/downloads/e12');
    await page.getByRole('heading', { name: 'Хотын түүх · 3-р анги', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Тоглуулах' }).click();
    await manifest;
    await context.close();
  });
});
