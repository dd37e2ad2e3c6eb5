import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachePolicyOf, matchRoutes } from '../../contract/cache-policy';
import { paths } from '../../contract/paths';
import { PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { startServer, type RunningServer } from './server';
import { loginViaApi, storeSession, type ApiSession } from './session';
import { spec } from '../../contract/messages';
import { framesSettled } from './settled';

/*
 * Point 7 of issue 13 (docs/decisions/014), on a shared phone: a user opens their history,
 * receipts and tax registration, has a like queued offline and watch positions saved, and logs
 * out. Afterwards Cache Storage and IndexedDB hold nothing of theirs (player settings stay), and
 * the next person, offline, cannot read the tax number.
 */

const REGISTER_NO = '7654321';

let browser: Browser;
let server: RunningServer;
let proxy: FlakyProxy;
let session: ApiSession;
let firstName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  proxy = await startFlakyProxy(server.url);
  session = await loginViaApi(server.url, '99119911', '2580');
  const saved = await fetch(`${server.url}/api/m/ebarimt/type/${session.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ type: 'business', register_no: REGISTER_NO }),
  });
  expect(saved.status).toBe(200);
  const me = await fetch(`${server.url}/api/m/auth/me/${session.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  firstName = ((await me.json()) as { data: { first_name: string } }).data.first_name;
});
beforeEach(() => proxy.setMode('pass'));
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

async function controlledPage(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto(`${proxy.url}/`);
  await storeSession(page, session);
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor();
  return { context, page };
}

interface DeviceDump {
  cached: { cache: string; url: string; body: string }[];
  idb: { db: string; store: string; key: string; value: string }[];
}

/** Everything the origin keeps in Cache Storage and IndexedDB, as text. */
function dumpDevice(page: Page): Promise<DeviceDump> {
  return page.evaluate(async () => {
    const cached: DeviceDump['cached'] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && /json|text/.test(type) ? await response.text() : '';
        cached.push({ cache: name, url: request.url, body });
      }
    }
    const idb: DeviceDump['idb'] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const tx = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all(
          [tx.objectStore(store).getAllKeys(), tx.objectStore(store).getAll()].map(
            (req) =>
              new Promise<unknown[]>((resolve, reject) => {
                req.onsuccess = () => resolve(req.result as unknown[]);
                req.onerror = () => reject(req.error);
              }),
          ),
        );
        keys!.forEach((key, i) =>
          idb.push({
            db: info.name!,
            store,
            key: String(key),
            value: JSON.stringify(values![i]),
          }),
        );
      }
      db.close();
    }
    return { cached, idb };
  });
}

async function putKeyval(page: Page, entries: [string, unknown][]) {
  await page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          for (const [key, value] of list) tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

const privateUrls = (dump: DeviceDump) =>
  dump.cached
    .map((entry) => new URL(entry.url))
    .filter((url) => url.pathname.startsWith('/api/'))
    .filter((url) => {
      const method = url.searchParams.has('__body') ? 'POST' : 'GET';
      return cachePolicyOf(method, url.pathname) !== 'public';
    })
    .map((url) => url.pathname);

/** The `:userId` a cached API URL names, if its route has one. */
function userIdIn(url: URL): number | null {
  const method = url.searchParams.has('__body') ? 'POST' : 'GET';
  for (const name of matchRoutes(method, url.pathname)) {
    const index = paths[name].path.split('/').indexOf(':userId');
    if (index >= 0) return Number(url.pathname.split('/')[index]);
  }
  return null;
}

describe('private data on a shared phone', () => {
  it('keeps no private answer, and logout leaves nothing of the user on the device', async () => {
    const { context, page } = await controlledPage();
    const pages: [string, string][] = [
      ['/profile/viewed-history', '/api/m/history/'],
      ['/profile/ebarimt/list', '/api/m/ebarimt/list/'],
      ['/aan', '/api/m/ebarimt/type/'],
    ];
    for (const [url, api] of pages) {
      const answered = page.waitForResponse((r) => r.url().includes(api) && r.status() === 200);
      await page.goto(`${proxy.url}${url}`);
      const response = await answered;
      expect(response.headers()['cache-control']).toBe('no-store');
      await page.waitForLoadState('networkidle');
    }
    await page.locator(`input[value="${REGISTER_NO}"]`).waitFor();

    // A watch position, a podcast position and a player setting, as the players write them.
    await putKeyval(page, [
      ['history.1', { position: 120, duration: 1400, updatedAt: Date.now(), mediaId: 1 }],
      ['podcast.pos.1', 33],
      ['pref.quality', 1],
    ]);
    // A like made offline, kept in the outbox (the server keeps failing it until logout).
    proxy.setMode('down');
    const queued = await page.evaluate(
      async ({ id, token }) =>
        (
          await fetch(`/api/m/anime/status/1/${id}/anime/like/1`, {
            headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
          })
        ).status,
      session,
    );
    expect(queued).toBe(202);
    proxy.setMode('fail500', /anime\/status/);

    const before = await dumpDevice(page);
    // The worker never kept a private answer, even while the user was signed in.
    expect(privateUrls(before)).toEqual([]);
    expect(before.idb.some((e) => e.db === 'btv-outbox')).toBe(true);
    expect(before.idb.some((e) => e.key === 'history.1')).toBe(true);

    // Logout as a person does it: the header's account button, then "Гарах" in the sidebar.
    const close = page.locator('section[aria-label="Мэдэгдлүүд"] [data-kind] button');
    while ((await close.count()) > 0) await close.first().click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(firstName) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Гарах' }).click();
    await page.waitForURL(`${proxy.url}/`);
    await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    const after = await dumpDevice(page);
    expect(privateUrls(after)).toEqual([]);
    const leaks = [...after.cached.map((e) => e.body), ...after.idb.map((e) => e.value)].filter(
      (text) => text.includes(REGISTER_NO) || text.includes(session.token),
    );
    expect(leaks).toEqual([]);
    // No API answer from the signed-in visit survives: the cache holds only the guest's reads.
    expect(after.cached.filter((e) => userIdIn(new URL(e.url)) === session.id)).toEqual([]);
    const keyval = after.idb.filter((e) => e.db === 'keyval-store').map((e) => e.key);
    expect(keyval.filter((key) => /^(auth\.|history\.|podcast\.pos)/.test(key))).toEqual([]);
    expect(keyval).toContain('pref.quality');
    expect(after.idb.filter((e) => e.db === 'btv-outbox')).toEqual([]);

    // The next person, offline, finds no trace of the tax number.
    proxy.setMode('down');
    for (const url of ['/aan', '/profile/ebarimt/list', '/profile/viewed-history']) {
      await page.goto(`${proxy.url}${url}`);
      // A guest's user page: the login prompt, once the app has restored (no) session.
      await page.getByText(spec.loginRequired).first().waitFor();
      await framesSettled(page);
      expect(await page.content()).not.toContain(REGISTER_NO);
    }
    await context.close();
  });

  it('clears the same when the server refuses the stored token (a logout elsewhere)', async () => {
    session = await loginViaApi(server.url, '99119911', '2580');
    const { context, page } = await controlledPage();
    await putKeyval(page, [
      ['history.2', { position: 60, duration: 1400, updatedAt: Date.now(), mediaId: 2 }],
      ['pref.speed', 1.5],
    ]);
    // The session ends on the server (a logout on another device, an expiry).
    const revoked = await fetch(`${server.url}/api/m/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status).toBe(200);

    // The next call the app makes with it answers 401.
    const refused = page.waitForResponse(
      (r) => r.url().includes('/auth/me/') && r.status() === 401,
    );
    await page.reload();
    await refused;
    await page.waitForLoadState('networkidle');
    const keyval = (await dumpDevice(page)).idb
      .filter((e) => e.db === 'keyval-store')
      .map((e) => e.key);
    expect(keyval.filter((key) => /^(auth\.|history\.)/.test(key))).toEqual([]);
    expect(keyval).toContain('pref.speed');
    await context.close();
  });
});
