import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { loginViaApi, storeSession, type ApiSession } from './session';
import { choose } from './watch-helpers';

/*
 * Downloads (decision 029) the way a person uses them: press "Татаж авах" on a watch page, see it
 * finish on /downloads, lose the network completely (the proxy cuts the page's and the worker's
 * connections alike), reload, and play it. Its own server: downloads, rentals and a second user
 * must not leak into other files.
 */

let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;
let paid: ApiSession;
let zero: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
  paid = await loginViaApi(server.url, '99119911', '2580');
  zero = await loginViaApi(server.url, '88118811', '3691');
});
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

async function api<T>(p: string, session?: ApiSession): Promise<T> {
  const response = await fetch(`${server.url}${p}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  return ((await response.json()) as { data: T }).data;
}

/** A page under the worker's control, signed in as `who`; Background Fetch removed when asked. */
async function signedIn(
  who: ApiSession,
  options: { backgroundFetch: boolean } = { backgroundFetch: true },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, PHONE);
  if (!options.backgroundFetch) {
    // A browser without Background Fetch (Firefox, Safari): the page drives the download.
    await context.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch;
    });
  }
  await page.goto(`${proxy.url}/policy`);
  await storeSession(page, who);
  await waitForServiceWorker(page);
  return { context, page };
}

/** The row of one download on /downloads (its list item names the title). */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

async function downloadFrom(page: Page, watchPath: string): Promise<void> {
  await page.goto(`${proxy.url}${watchPath}`);
  await startHere(page);
}

/** Presses "Татаж авах" and waits until the button has become the download's progress or mark. */
async function startHere(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Татаж авах', exact: true });
  await button.click();
  // 'Татаж байна 42%' or 'Татсан', both links to /downloads (the record exists from then on); or
  // 'Үргэлжлүүлэх' when it has already stopped (a cut link fails it within a second).
  await page
    .getByRole('link', { name: /^(Татаж байна|Татахаар хүлээж байна|Татсан)/ })
    .or(page.getByRole('button', { name: 'Үргэлжлүүлэх', exact: true }))
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      // A timeout alone tells nothing: say what the person would have seen instead.
      const said = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
      const label = await button.innerText({ timeout: 1000 }).catch(() => '(gone)');
      throw new Error(
        `${String(error)}\nthe page said: ${JSON.stringify(said)}; the button reads: ${label}`,
      );
    });
}

async function waitUntilDone(page: Page, title: string): Promise<void> {
  await page.goto(`${proxy.url}/downloads`);
  await row(page, title)
    .getByRole('button', { name: 'Тоглуулах', exact: true })
    .waitFor({ timeout: 60_000 });
}

/** Paths of the files the device holds for its downloads (the records in IndexedDB). */
function storedFiles(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('btv-downloads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('records').objectStore('records').getAll();
          all.onsuccess = () => {
            const records = all.result as { files: { path: string; bytes: number | null }[] }[];
            resolve(
              records.flatMap((r) => r.files.filter((f) => f.bytes !== null).map((f) => f.path)),
            );
          };
        };
      }),
  );
}

/** The picture moves past `seconds` (pressing play if the browser did not start it). */
async function advancesPast(page: Page, seconds: number): Promise<void> {
  await page.locator('video').waitFor();
  const started = await page
    .waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!started) await page.getByRole('button', { name: 'Тоглуулах', exact: true }).click();
  await page.waitForFunction(
    (t) => (document.querySelector('video')?.currentTime ?? 0) > t,
    seconds,
    {
      timeout: 20_000,
    },
  );
}

/** A series episode PAID may watch, and how the app names it. */
async function paidEpisode(): Promise<{ mediaId: number; id: number; title: string }> {
  const episodes =
    await api<{ id: number; anime_id: number; is_free: boolean }[]>('/api/m/episodes/1/0');
  const episode = episodes.find((e) => !e.is_free) ?? episodes[0]!;
  const detail = await api<{ title: string }>(
    `/api/m/anime/detail/${episode.anime_id}/${paid.id}`,
    paid,
  );
  return { mediaId: episode.anime_id, id: episode.id, title: detail.title };
}

describe('a downloaded episode plays with no network at all', () => {
  it('downloads in the background, then plays offline after a reload with subtitles and resume', async () => {
    const episode = await paidEpisode();
    const { context, page } = await signedIn(paid);
    await downloadFrom(page, `/watch/${episode.mediaId}/${episode.id}?start=over`);
    await waitUntilDone(page, episode.title);
    // Airplane mode: every request fails, the worker's too.
    proxy.setMode('down');
    await context.setOffline(true);
    await page.reload();
    await row(page, episode.title).getByRole('button', { name: 'Тоглуулах', exact: true }).click();
    await page.waitForURL(/\/downloads\/e\d+/);
    // Pressed inside the app, it starts by itself, as a watch page does.
    await advancesPast(page, 1.5);
    // The encrypted Mongolian subtitle is decrypted as online: its text shows on the picture.
    await choose(page, 'Хадмал', 'Монгол');
    await page.locator('[data-captions]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-captions]').innerText()).toMatch(/[А-Яа-яӨөҮү]/);
    // Resume: the position is kept on the device; coming back offers to go on from it.
    await advancesPast(page, 3);
    await page.keyboard.press('k');
    await page.locator('main').getByRole('link', { name: 'Татаж авсан', exact: true }).click();
    await row(page, episode.title).getByRole('button', { name: 'Тоглуулах', exact: true }).click();
    await page.getByRole('button', { name: /^Үргэлжлүүлэх/ }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('a page-driven download', () => {
  it(
    'stops halfway when the connection drops, survives a reload, and finishes from where it stopped',
    { timeout: 150_000 },
    async () => {
      const episode = await paidEpisode();
      const { context, page } = await signedIn(paid, { backgroundFetch: false });
      await page.goto(`${proxy.url}/watch/${episode.mediaId}/${episode.id}?start=over`);
      // The second half of every stream cannot be reached: the download stops halfway.
      const secondHalf = /\/chunk-\d-0000[4-7]\.m4s/;
      proxy.setMode('down', secondHalf);
      await startHere(page);
      await page.goto(`${proxy.url}/downloads`);
      const item = row(page, episode.title);
      await item
        .getByText(/Сүлжээ|Татаж чадсангүй/)
        .first()
        .waitFor({ timeout: 60_000 });
      const percent = Number(await item.getByRole('progressbar').getAttribute('aria-valuenow'));
      expect(percent).toBeGreaterThan(20);
      expect(percent).toBeLessThan(100);
      // The connection returns; the person reloads (or comes back later): it goes on by itself.
      // What the device holds when the connection returns is never fetched again.
      const storedAtCut = (await storedFiles(page)).filter((f) => f.startsWith('chunk-'));
      expect(storedAtCut.length).toBeGreaterThan(0);
      const cut = proxy.forwarded.length;
      proxy.setMode('pass');
      await page.reload();
      await item
        .getByRole('button', { name: 'Тоглуулах', exact: true })
        .waitFor({ timeout: 60_000 });
      // Segment by segment: nothing stored before the cut is fetched again.
      const again = proxy.forwarded
        .slice(cut)
        .filter((r) => storedAtCut.some((f) => r.endsWith(`/${f}`)));
      expect(again).toEqual([]);
      await context.close();
    },
  );

  it('pauses and resumes from the page', async () => {
    const episodes =
      await api<{ id: number; anime_id: number; is_free: boolean }[]>('/api/m/episodes/1/0');
    const episode = episodes.filter((e) => !e.is_free)[1] ?? episodes[1]!;
    const { context, page } = await signedIn(paid, { backgroundFetch: false });
    await page.goto(`${proxy.url}/watch/${episode.anime_id}/${episode.id}?start=over`);
    // A slow link: the second half waits, so the download is still running when paused.
    proxy.setMode('stall', /\/chunk-\d-0000[4-7]\.m4s/);
    await startHere(page);
    await page.goto(`${proxy.url}/downloads`);
    const series = await api<{ title: string }>(
      `/api/m/anime/detail/${episode.anime_id}/${paid.id}`,
      paid,
    );
    const item = row(page, series.title);
    await item.getByRole('button', { name: 'Түр зогсоох', exact: true }).click();
    await item.getByRole('button', { name: 'Үргэлжлүүлэх', exact: true }).waitFor();
    proxy.setMode('pass');
    await page.reload();
    // Paused stays paused across a reload until the person resumes it.
    await item.getByRole('button', { name: 'Үргэлжлүүлэх', exact: true }).click();
    await item.getByRole('button', { name: 'Тоглуулах', exact: true }).waitFor({ timeout: 60_000 });
    await context.close();
  });
});

describe('space', () => {
  it('does not start when the browser cannot give the space, and says how much is needed', async () => {
    const episode = await paidEpisode();
    const { context, page } = await signedIn(paid);
    await page.goto(`${proxy.url}/watch/${episode.mediaId}/${episode.id}?start=over`);
    // A nearly full phone: the browser allows only 100 KB more than the origin holds. (CDP's
    // quota override is refused by this Chromium, so the estimate the app reads says it.)
    await page.evaluate(() => {
      const storage = navigator.storage;
      const real = storage.estimate.bind(storage);
      storage.estimate = async () => {
        const estimate = await real();
        return { ...estimate, quota: (estimate.usage ?? 0) + 100_000 };
      };
    });
    await page.getByRole('button', { name: 'Татаж авах', exact: true }).click();
    await page
      .getByText(/^Татахад \d+ МБ зай хэрэгтэй, төхөөрөмжид \d+ МБ үлдсэн байна\.$/)
      .waitFor();
    expect(await storedFiles(page)).toEqual([]);
    await page.goto(`${proxy.url}/downloads`);
    await page.getByText('Та одоогоор юу ч татаж аваагүй байна.').waitFor();
    await context.close();
  });
});

describe('rights', () => {
  it(
    'a rental that ends on the server ends the download: it refuses to play offline',
    { timeout: 120_000 },
    async () => {
      const list = await fetch(`${server.url}/api/m/movies/web?page=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${paid.token}` },
        body: JSON.stringify({ type: 'theatre' }),
      }).then((r) => r.json() as Promise<{ data: { data: { id: number; title: string }[] } }>);
      let title: { id: number; title: string } | undefined;
      for (const card of list.data.data) {
        const movie = await api<{ has_price: boolean; has_video: boolean; kind: string }>(
          `/api/m/movie/${card.id}`,
          paid,
        );
        if (movie.kind === 'theatre' && movie.has_price && movie.has_video) {
          title = card;
          break;
        }
      }
      expect(title).toBeDefined();
      // A rental that the server says ends in 20 minutes: far enough that no load on the machine
      // lets it end while the download runs; the page's clock is then moved past it.
      const db = new Database(path.join(server.dataDir, 'app.sqlite'));
      const now = Date.now();
      const endsAt = now + 20 * 60_000;
      db.prepare(
        'INSERT INTO rentals (user_id, movie_id, invoice_id, starts_at, ends_at, created_at) VALUES (?, ?, NULL, ?, ?, ?)',
      ).run(
        paid.id,
        title!.id,
        new Date(now - 60_000).toISOString(),
        new Date(endsAt).toISOString(),
        new Date(now).toISOString(),
      );
      db.close();
      const { context, page } = await signedIn(paid);
      await downloadFrom(page, `/theatre/watch/${title!.id}`);
      await waitUntilDone(page, title!.title);
      // Date.now() in the page (and its reloads) is past the rental's end; timers keep running.
      await context.clock.setFixedTime(endsAt + 60_000);
      proxy.setMode('down');
      await context.setOffline(true);
      await page.reload();
      const item = row(page, title!.title);
      await item.getByText('Та үзвэрээ түрээслэж үзнэ үү!').waitFor();
      expect(await item.getByRole('button', { name: 'Тоглуулах', exact: true }).count()).toBe(0);
      await page.goto(`${proxy.url}/downloads/m${title!.id}`);
      await page.getByText('Та үзвэрээ түрээслэж үзнэ үү!').waitFor();
      expect(await page.locator('video').count()).toBe(0);
      await context.close();
    },
  );

  it('another user on the same browser sees and plays none of them', async () => {
    const episode = await paidEpisode();
    const { context, page } = await signedIn(paid);
    await downloadFrom(page, `/watch/${episode.mediaId}/${episode.id}?start=over`);
    await waitUntilDone(page, episode.title);
    const local = `/offline-media/${paid.id}/e${episode.id}/manifest.mpd`;
    expect(await page.evaluate((u) => fetch(u).then((r) => r.status), local)).toBe(200);
    // The next person signs in on this phone (the first kept the downloads at logout).
    await storeSession(page, zero);
    await page.goto(`${proxy.url}/downloads`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await row(page, episode.title).count()).toBe(0);
    expect(await page.evaluate((u) => fetch(u).then((r) => r.status), local)).toBe(404);
    await context.close();
  });
});
