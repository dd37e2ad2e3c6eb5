import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromiumOnProfile } from '../../scripts/chromium.mjs';
import { createDb } from '../../server/db/client';
import type { Database as Schema } from '../../server/db/schema';
import { publishEpisode } from '../../server/domain/episode-publish';
import { PHONE, waitForServiceWorker } from './browser';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { firstSeriesLastEpisode } from './last-episode';
import { appRunning, gotoWaitsForApp } from './settled';
import { startServer, type RunningServer } from './server';
import { loginViaApi, registerViaApi, storeSession, unusedPhone, type ApiSession } from './session';

/*
 * Issue 29, "no offline action is lost": every kind of write the outbox covers, made offline
 * through the interface, is still shown after an offline reload, outlives a restarted browser
 * (a persistent profile, closed and opened again) while offline, and reaches the server exactly
 * once when the network returns; the same on the first page of a brand-new profile, before any
 * worker controls it. Airplane mode as downloads-page.e2e.test.ts cuts it: the browser offline
 * and every request, the worker's too, aborted by the proxy.
 */

let server: RunningServer;
let proxy: FlakyProxy;
let kysely: Kysely<Schema>;
const profiles: string[] = [];

beforeAll(async () => {
  // The file is opened here, so the server must use SQLite whatever the environment says.
  server = await startServer({ DATABASE_URL: '' });
  proxy = await startFlakyProxy(server.url);
  kysely = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
});
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await kysely?.destroy();
  await proxy?.close();
  await server?.stop();
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

function sql<T>(query: string, ...args: unknown[]): T[] {
  const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
  try {
    return db.prepare(query).all(...args) as T[];
  } finally {
    db.close();
  }
}

async function api<T>(p: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}${p}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.ok, `${p} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const newViewer = async () =>
  registerViaApi(server.url, await unusedPhone(server.url), { first: 'Офлайн', last: 'Туршилт' });

/** A browser profile on disk, so closing the browser and opening it again keeps its storage. */
async function openProfile(
  dir: string,
  offline = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await launchChromiumOnProfile(dir, {
    viewport: PHONE,
    locale: 'mn-MN',
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  if (offline) await context.setOffline(true);
  const page = gotoWaitsForApp(context.pages()[0] ?? (await context.newPage()));
  return { context, page };
}

function newProfile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-offline-writes-'));
  profiles.push(dir);
  return dir;
}

/** Airplane mode: the browser is offline and every request, the worker's too, fails. */
async function cutNetwork(context: BrowserContext) {
  proxy.setMode('down');
  await context.setOffline(true);
}

async function restoreNetwork(context: BrowserContext) {
  proxy.setMode('pass');
  await context.setOffline(false);
}

async function reloadOffline(page: Page) {
  await page.reload();
  await appRunning(page);
}

/** The banner's count of writes still waiting. */
async function pendingCount(page: Page): Promise<number> {
  const text = await page.getByTestId('pending-writes').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);
}

/** The outbox as the device holds it (IndexedDB), by write kind, history writes left out. */
function keptKinds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('btv-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { name: string }[])
                .map((e) => e.name)
                .filter((name) => name !== 'historyWrite')
                .sort(),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until the banner counts every kept write (history writes of the player included). */
async function expectCounted(page: Page, kinds: string[]) {
  await expect.poll(() => keptKinds(page), { timeout: 15_000 }).toEqual([...kinds].sort());
  const total = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('btv-outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
  await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(total);
}

async function drain(page: Page) {
  await page.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 60_000 });
}

/** The first series' first free episode, and another viewer's comment on it to act on. */
async function watchTarget() {
  const episodes = (
    await api<{ data: { id: number; anime_id: number; is_free: boolean }[] }>('/api/m/episodes/1/0')
  ).data;
  const episode = episodes.find((e) => e.is_free)!;
  const other = await loginViaApi(server.url, '99119911', '2580');
  const body = `бусдын сэтгэгдэл ${Date.now().toString(36)}`;
  const posted = await api<{ comment: { id: number } }>('/api/m/comment/post', other.token, {
    method: 'POST',
    body: JSON.stringify({ episode_id: episode.id, parent_id: null, user_id: other.id, body }),
  });
  return { episodeId: episode.id, mediaId: episode.anime_id, commentId: posted.comment.id, body };
}

const pressed = (page: Page, name: RegExp, scope?: ReturnType<Page['locator']>) =>
  (scope ?? page.locator('main')).getByRole('button', { name, pressed: true });

async function signIn(page: Page, viewer: ApiSession, url: string) {
  await page.goto(`${proxy.url}/`);
  await storeSession(page, viewer);
  await waitForServiceWorker(page);
  await page.goto(`${proxy.url}${url}`);
}

/** The watch page with everything the writes below need on screen. */
async function watchReady(page: Page, otherBody: string) {
  await page.getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).waitFor();
  await page.getByRole('article').filter({ hasText: otherBody }).waitFor();
  await page.getByRole('button', { name: /^Мэдэгдэл авах$/ }).waitFor();
}

describe('offline writes survive a reload and a restarted browser, and arrive once', () => {
  it('likes, dislikes, marks, comment actions, a comment, a reply and a report made on a watch page', async () => {
    const viewer = await newViewer();
    const target = await watchTarget();
    const watchUrl = `/watch/${target.mediaId}/${target.episodeId}`;
    type EpisodeCounts = { data: { likeCount: number; dislikeCount: number } };
    const episodeBefore = (await api<EpisodeCounts>(`/api/m/episode/${target.episodeId}/0`)).data;
    const mediaBefore = (
      await api<{ data: { like_count: number } }>(`/api/m/anime/detail/${target.mediaId}/0`)
    ).data;
    const stamp = Date.now().toString(36);
    const comment = `офлайн сэтгэгдэл ${stamp}`;
    const reply = `офлайн хариулт ${stamp}`;

    const dir = newProfile();
    let { context, page } = await openProfile(dir);
    await signIn(page, viewer, watchUrl);
    await watchReady(page, target.body);
    await page.waitForLoadState('networkidle');

    await cutNetwork(context);
    const main = page.locator('main');
    const episodePair = main.getByRole('group', { name: 'Таалагдсан / Таалагдаагүй' });
    // Liked, then disliked: both writes go, in order, and the dislike is what stays.
    await episodePair.getByRole('button', { name: /^Таалагдсан/ }).click();
    await pressed(page, /^Таалагдсан/, episodePair).waitFor();
    await episodePair.getByRole('button', { name: /^Таалагдаагүй/ }).click();
    await pressed(page, /^Таалагдаагүй/, episodePair).waitFor();
    for (const name of [/^Дуртай/, /^Дараа үзэх$/, /^Мэдэгдэл авах$/]) {
      await main.getByRole('button', { name }).click();
      await pressed(page, name).waitFor();
    }
    const others = main.getByRole('article').filter({ hasText: target.body });
    await others.getByRole('button', { name: /^Таалагдсан/ }).click();
    await pressed(page, /^Таалагдсан/, others).waitFor();

    const box = main.getByRole('textbox', { name: 'Сэтгэгдэл бичих' });
    await box.fill(comment);
    await main.getByRole('button', { name: 'Илгээх' }).first().click();
    const waiting = main.getByRole('article', { name: 'Илгээгдэхийг хүлээж байна' });
    await waiting.filter({ hasText: comment }).waitFor();

    await others.getByRole('button', { name: 'Хариулах' }).click();
    await others.getByRole('textbox').fill(reply);
    await others.locator('form').getByRole('button', { name: 'Хариулах' }).click();
    await waiting.filter({ hasText: reply }).waitFor();

    await main.getByRole('button', { name: 'Репорт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ангийн алдааг мэдэгдэх' });
    await dialog.getByRole('button', { name: 'Илгээх' }).click();
    await dialog.waitFor({ state: 'detached' });

    const kinds = [
      'episodeStatus',
      'episodeStatus',
      'mediaStatus',
      'mediaStatus',
      'mediaStatus',
      'commentAction',
      'commentPost',
      'commentPost',
      'report',
    ];
    await expectCounted(page, kinds);

    /** What the user did is still on screen, drawn from the worker's copy and the outbox. */
    const expectOwnState = async () => {
      await watchReady(page, target.body);
      const pair = page.locator('main').getByRole('group', { name: 'Таалагдсан / Таалагдаагүй' });
      await pressed(page, /^Таалагдаагүй/, pair).waitFor();
      expect(await pressed(page, /^Таалагдсан/, pair).count()).toBe(0);
      for (const name of [/^Дуртай/, /^Дараа үзэх$/, /^Мэдэгдэл авах$/]) {
        await pressed(page, name).waitFor();
      }
      const theirs = page.locator('main').getByRole('article').filter({ hasText: target.body });
      await pressed(page, /^Таалагдсан/, theirs).waitFor();
      const pending = page.getByRole('article', { name: 'Илгээгдэхийг хүлээж байна' });
      await pending.filter({ hasText: comment }).waitFor();
      await pending.filter({ hasText: reply }).waitFor();
      await expectCounted(page, kinds);
    };

    await reloadOffline(page);
    await expectOwnState();

    // The browser closed and started again, still offline.
    await context.close();
    ({ context, page } = await openProfile(dir, true));
    await page.goto(`${proxy.url}${watchUrl}`);
    await expectOwnState();
    expect(sql('select 1 from comments where body in (?, ?)', comment, reply)).toHaveLength(0);

    await restoreNetwork(context);
    await drain(page);

    expect(
      sql(
        'select value from episode_likes where user_id = ? and episode_id = ?',
        viewer.id,
        target.episodeId,
      ),
    ).toEqual([{ value: 0 }]);
    expect(
      sql(
        'select liked, later, notify from media_statuses where user_id = ? and media_id = ?',
        viewer.id,
        target.mediaId,
      ),
    ).toEqual([{ liked: 1, later: 1, notify: 1 }]);
    expect(
      sql(
        'select action from comment_actions where user_id = ? and comment_id = ?',
        viewer.id,
        target.commentId,
      ),
    ).toEqual([{ action: 1 }]);
    expect(
      sql('select parent_id from comments where user_id = ? and body = ?', viewer.id, comment),
    ).toEqual([{ parent_id: null }]);
    expect(
      sql('select parent_id from comments where user_id = ? and body = ?', viewer.id, reply),
    ).toEqual([{ parent_id: target.commentId }]);
    expect(sql('select parent_id from reports where user_id = ?', viewer.id)).toEqual([
      { parent_id: target.episodeId },
    ]);
    // Through the API as well: each count moved by exactly one.
    const episodeAfter = (await api<EpisodeCounts>(`/api/m/episode/${target.episodeId}/0`)).data;
    expect(episodeAfter).toMatchObject({
      likeCount: episodeBefore.likeCount,
      dislikeCount: episodeBefore.dislikeCount + 1,
    });
    const mediaAfter = (
      await api<{ data: { like_count: number } }>(`/api/m/anime/detail/${target.mediaId}/0`)
    ).data;
    expect(mediaAfter.like_count).toBe(mediaBefore.like_count + 1);
    expect(
      sql<{ likes: number }>('select likes from comments where id = ?', target.commentId),
    ).toEqual([{ likes: 1 }]);
    // Sent comments leave their waiting label and show as the server keeps them.
    await page.getByRole('article').filter({ hasText: comment }).first().waitFor();
    expect(await page.getByRole('article', { name: 'Илгээгдэхийг хүлээж байна' }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('marks every notification read offline, and the server agrees once after a restart', async () => {
    const viewer = await newViewer();
    const series = await firstSeriesLastEpisode(kysely);
    await api(`/api/m/anime/status/${series.id}/${viewer.id}/anime/notify/1`, viewer.token);
    await publishEpisode(kysely, Date.now(), {
      mediaId: series.id,
      groupId: series.group_id,
      number: series.last + 1,
      isFree: true,
      folder: null,
    });
    const unread = () =>
      sql('select id from notifications where user_id = ? and read_at is null', viewer.id).length;
    expect(unread()).toBe(1);

    const dir = newProfile();
    let { context, page } = await openProfile(dir);
    await signIn(page, viewer, '/');
    const bell = page.locator('header').getByRole('button', { name: 'Мэдэгдэл', exact: true });
    await page.locator('header').getByTestId('notification-badge').waitFor();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Мэдэгдэл' });
    await panel.getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');

    await cutNetwork(context);
    await bell.click();
    await panel.getByRole('button', { name: 'Бүгдийг уншсан болгох' }).click();
    await page.locator('header').getByTestId('notification-badge').waitFor({ state: 'detached' });
    await expectCounted(page, ['notificationReadAll']);

    await reloadOffline(page);
    await expectCounted(page, ['notificationReadAll']);
    await context.close();
    ({ context, page } = await openProfile(dir, true));
    await page.goto(`${proxy.url}/`);
    await expectCounted(page, ['notificationReadAll']);
    expect(unread()).toBe(1);

    await restoreNetwork(context);
    await drain(page);
    expect(unread()).toBe(0);
    await context.close();
  }, 180_000);

  it('keeps a comment and a like made offline on the very first page of a brand-new profile', async () => {
    const viewer = await newViewer();
    const target = await watchTarget();
    const watchUrl = `/watch/${target.mediaId}/${target.episodeId}`;
    const comment = `эхний хуудасны сэтгэгдэл ${Date.now().toString(36)}`;

    // The worker's script does not arrive (a link lost mid-visit): no worker controls this first
    // page, nor any other. (Holding the script instead leaves a worker half-installed, which
    // Chromium's offline switch then waits on forever.)
    proxy.setMode('down', /\/sw\.js/);
    const dir = newProfile();
    let { context, page } = await openProfile(dir);
    await page.goto(`${proxy.url}${watchUrl}`);
    await storeSession(page, viewer);
    await reloadOffline(page);
    await watchReady(page, target.body);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // The player's code and first segments are in before the network goes, so the page below
    // it has stopped moving when the like is pressed.
    await page.locator('video').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const main = page.locator('main');
    const pair = main.getByRole('group', { name: 'Таалагдсан / Таалагдаагүй' });
    await pair.getByRole('button', { name: /^Таалагдсан/ }).click();
    await pressed(page, /^Таалагдсан/, pair).waitFor();
    await main.getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).fill(comment);
    await main.getByRole('button', { name: 'Илгээх' }).first().click();
    await page
      .getByRole('article', { name: 'Илгээгдэхийг хүлээж байна' })
      .filter({ hasText: comment })
      .waitFor();
    await expectCounted(page, ['commentPost', 'episodeStatus']);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // The device comes back online but the API stays out of reach: the page asks for its worker
    // again, and the worker takes over the writes the page kept without sending them yet.
    proxy.setMode('down', /\/api\//);
    await context.setOffline(false);
    await waitForServiceWorker(page);
    await expectCounted(page, ['commentPost', 'episodeStatus']);
    await cutNetwork(context);
    await reloadOffline(page);
    await expectCounted(page, ['commentPost', 'episodeStatus']);
    await context.close();
    ({ context, page } = await openProfile(dir, true));
    await page.goto(`${proxy.url}${watchUrl}`);
    await expectCounted(page, ['commentPost', 'episodeStatus']);
    expect(sql('select 1 from comments where body = ?', comment)).toHaveLength(0);

    await restoreNetwork(context);
    await drain(page);
    expect(
      sql('select parent_id from comments where user_id = ? and body = ?', viewer.id, comment),
    ).toEqual([{ parent_id: null }]);
    expect(
      sql(
        'select value from episode_likes where user_id = ? and episode_id = ?',
        viewer.id,
        target.episodeId,
      ),
    ).toEqual([{ value: 1 }]);
    await context.close();
  }, 180_000);
});
