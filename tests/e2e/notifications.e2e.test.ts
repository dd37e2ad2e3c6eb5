import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { publishEpisode } from '../../server/domain/episode-publish';
import { DESKTOP, PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { firstSeriesLastEpisode } from './last-episode';
import { axeViolations } from './payment-axe';
import { startServer, type RunningServer } from './server';
import { registerViaApi, storeSession, type RegisteredUser } from './session';

/*
 * Issue 17 point 2: a user who follows a title ("Мэдэгдэл авах") is told of its new episodes by
 * the header's "Мэдэгдэл" button. Its own server, whose SQLite file this test opens to publish
 * episodes the way the seed and tests do (there is no endpoint for it).
 */

let browser: Browser;
let server: RunningServer;
let db: Kysely<Database>;
let viewer: RegisteredUser;
let proxy: FlakyProxy;

beforeAll(async () => {
  // The file is opened here, so the server must use SQLite whatever the environment says.
  [browser, server] = await Promise.all([launchBrowser(), startServer({ DATABASE_URL: '' })]);
  db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
  viewer = await registerViaApi(server.url, '94440017', { first: 'Мөнхзул', last: 'Туршилт' });
  proxy = await startFlakyProxy(server.url);
});
afterAll(async () => {
  await db?.destroy();
  await proxy?.close();
  await Promise.all([browser?.close(), server?.stop()]);
});

async function api(path: string): Promise<void> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${viewer.token}` },
  });
  expect(response.ok, path).toBe(true);
}

async function serverCount(): Promise<number> {
  const response = await fetch(`${server.url}/api/m/notifications/${viewer.id}/unread`, {
    headers: { Authorization: `Bearer ${viewer.token}` },
  });
  return ((await response.json()) as { data: { count: number } }).data.count;
}

describe('notifications', () => {
  it('shows a follower the new episodes, opens one, and keeps the count right in a second tab', async () => {
    const series = await firstSeriesLastEpisode(db);
    await api(`/api/m/anime/status/${series.id}/${viewer.id}/anime/notify/1`);
    const published = [];
    for (const number of [series.last + 1, series.last + 2]) {
      published.push(
        await publishEpisode(db, Date.now(), {
          mediaId: series.id,
          groupId: series.group_id,
          number,
          isFree: true,
          folder: null,
        }),
      );
    }
    expect(published.map((p) => p.notified)).toEqual([1, 1]);

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.url}/policy`);
    await storeSession(page, viewer);
    await page.goto(`${server.url}/`);
    const header = page.locator('header');
    const bell = header.getByRole('button', { name: 'Мэдэгдэл', exact: true });
    const badge = header.getByTestId('notification-badge');
    await expect.poll(() => badge.textContent()).toBe('2');
    expect(await bell.getAttribute('aria-describedby')).toBeTruthy();

    // A second tab of the same browser.
    const other = await context.newPage();
    await other.goto(`${server.url}/`);
    const otherBadge = other.locator('header').getByTestId('notification-badge');
    await expect.poll(() => otherBadge.textContent()).toBe('2');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Мэдэгдэл' });
    const links = panel.getByRole('link');
    await expect.poll(() => links.count()).toBe(2);
    // Newest first: the second episode published.
    const newest = published[1]!.id;
    expect(await links.first().getAttribute('href')).toBe(`/watch/${series.id}/${newest}`);
    expect(await links.first().getAttribute('data-unread')).toBe('true');
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);

    await links.first().click();
    await page.waitForURL(`${server.url}/watch/${series.id}/${newest}`);
    await expect.poll(() => badge.textContent()).toBe('1');
    // The other tab hears of it without a reload.
    await expect.poll(() => otherBadge.textContent()).toBe('1');

    // Opening the list again shows the opened one read; "mark all" clears both tabs.
    await bell.click();
    await panel.getByRole('button', { name: 'Бүгдийг уншсан болгох' }).click();
    await badge.waitFor({ state: 'detached' });
    await otherBadge.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
  it('marks all read offline through the outbox, and the server agrees once back online', async () => {
    const series = await firstSeriesLastEpisode(db);
    await api(`/api/m/anime/status/${series.id}/${viewer.id}/anime/notify/1`);
    await publishEpisode(db, Date.now(), {
      mediaId: series.id,
      groupId: series.group_id,
      number: series.last + 1,
      isFree: true,
      folder: null,
    });
    const unread = await serverCount();
    expect(unread).toBeGreaterThan(0);

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${proxy.url}/`);
    await storeSession(page, viewer);
    await waitForServiceWorker(page);
    await page.reload();
    const header = page.locator('header');
    const bell = header.getByRole('button', { name: 'Мэдэгдэл', exact: true });
    const badge = header.getByTestId('notification-badge');
    await expect.poll(() => badge.textContent()).toBe(String(unread));
    // Seen once online, so the list is on the page when the network goes.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Мэдэгдэл' });
    await panel.getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');

    proxy.setMode('down');
    await bell.click();
    await panel.getByRole('button', { name: 'Бүгдийг уншсан болгох' }).click();
    await badge.waitFor({ state: 'detached' });
    await page.getByTestId('pending-writes').filter({ hasText: '1' }).waitFor();
    expect(await serverCount()).toBe(unread);

    proxy.setMode('pass');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-writes').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(serverCount).toBe(0);
    // Asked again after the replay: still nothing unread.
    expect(await badge.count()).toBe(0);
    await context.close();
  });
});
