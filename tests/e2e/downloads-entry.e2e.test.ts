import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { axeViolations } from './payment-axe';
import { registerViaApi, unusedPhone, storeSession, type RegisteredUser } from './session';
import { base, seedEpisodes, type SeedEpisodes } from './watch-helpers';

/*
 * Where a person meets downloads, in Chromium against the real server: the "Татаж авах" button
 * and its quality menu by keyboard, the button going offline, the sidebar's link to /downloads,
 * and logout's question when the device holds a download (kept: still there after logout). The
 * download itself (engine, worker, offline playback) is tested by the whole flow's own suite.
 */

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

/** A new account (no paid days: free episodes only) signed in on a fresh page at `path`. */
async function signedIn(path: string) {
  const user = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Татагч',
    last: 'Туршилт',
  });
  const opened = await newPage(browser, DESKTOP);
  await opened.page.goto(`${base()}/policy`);
  await storeSession(opened.page, user);
  await opened.page.goto(`${base()}${path}`);
  return { user, ...opened };
}

const freeEpisode = () => `/watch/${eps.mediaId}/${eps.free[0]!}`;

/** A download record as the engine keeps it (contract/offline-downloads.ts), written raw. */
function seedRecord(page: Page, user: RegisteredUser, movieId: number) {
  return page.evaluate(
    ({ userId, movieId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('btv-downloads');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const now = Date.now();
          const record = {
            userId,
            id: `m${movieId}`,
            kind: 'movie',
            itemId: movieId,
            title: 'Туршилтын кино',
            subtitle: null,
            image: null,
            mediaId: movieId,
            durationSec: 60,
            quality: 720,
            audioLang: null,
            subs: [],
            segments: [],
            expiresAt: now + 86_400_000,
            expiry: 'recheck',
            checkedAt: now,
            state: 'done',
            error: null,
            files: [{ path: 'manifest.mpd', bytes: 100 }],
            remoteBase: '/media/title/',
            totalBytes: 100,
            createdAt: now,
          };
          const tx = open.result.transaction('records', 'readwrite');
          tx.objectStore('records').put(record, `${userId}/m${movieId}`);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { userId: user.id, movieId },
  );
}

function recordKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('btv-downloads');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('records').objectStore('records').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );
}

describe('downloads: where a person meets them', () => {
  it('offers "Татаж авах" on a watch page, with its quality menu by keyboard', async () => {
    const { page, context, errors } = await signedIn(freeEpisode());
    const button = page.getByRole('button', { name: 'Татаж авах', exact: true });
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Tab');
    const more = page.getByRole('button', { name: 'Татах чанар' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Татах чанар' });
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '1080p',
      '720p Үндсэн',
      '480p',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('says the button needs a network when the device goes offline', async () => {
    const { page, context } = await signedIn(freeEpisode());
    // Offline as an installed app is: the worker serves the app's lazy parts (the header's
    // search), so what goes offline is the network, not the page.
    await waitForServiceWorker(page);
    await page.reload();
    const button = page.getByRole('button', { name: 'Татаж авах', exact: true });
    await button.waitFor();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByText('Татаж авахад интернет холболт хэрэгтэй.').waitFor();
    expect(await button.isDisabled()).toBe(true);
    const description = await button.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe('Татаж авахад интернет холболт хэрэгтэй.');
    await context.setOffline(false);
    await expect.poll(() => button.isDisabled()).toBe(false);
    await context.close();
  }, 60_000);

  it('links to /downloads from the user sidebar', async () => {
    const { page, context } = await signedIn('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Татагч/ })
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'Татаж авсан' }).click();
    await page.waitForURL(`${base()}/downloads`);
    await context.close();
  }, 60_000);

  it('asks at logout when the device holds a download; "Үлдээх" logs out and keeps it', async () => {
    const { user, page, context, errors } = await signedIn('/policy');
    await seedRecord(page, user, 5);
    await page.goto(`${base()}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Татагч/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Гарах' }).click();
    const question = page.getByRole('dialog', { name: 'Татаж авсан үзвэрүүд' });
    await question.waitFor();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await question.getByRole('button', { name: 'Үлдээх' }).click();
    await page.waitForURL(`${base()}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
    expect(await recordKeys(page)).toEqual([`${user.id}/m5`]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
