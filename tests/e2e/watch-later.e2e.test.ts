import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { loginViaApi, storeSession, type ApiSession } from './session';

/*
 * Issue 17 point 1: the titles marked "Дараа үзэх" have a page of their own, reached from the
 * user sidebar, and one press takes a title off it. Its own server: the marks are this test's.
 */

let browser: Browser;
let server: RunningServer;
let session: ApiSession;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  session = await loginViaApi(server.url, '99119911', '2580');
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const mark = (mediaId: number, on: boolean) =>
  api(`/api/m/anime/status/${mediaId}/${session.id}/anime/later/${on ? 1 : 0}`);

const laterIds = async () =>
  (
    await api<{ data: { id: number }[] }>(`/api/m/anime/list/${session.id}?page=1&t=later`)
  ).data.map((m) => m.id);

describe('watch later', () => {
  it('lists the marked titles, from the sidebar, and one press removes one', async () => {
    for (const id of await laterIds()) await mark(id, false);
    const titles = (await api<{ id: number; title: string }[]>('/api/m/latest/movie')).slice(0, 2);
    for (const { id } of titles) await mark(id, true);

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/policy`);
    await storeSession(page, session);
    await page.goto(`${server.url}/`);
    await page
      .locator('header')
      .getByRole('button', { name: /Батболд/ })
      .click();
    const menu = page.getByRole('navigation', { name: 'Хэрэглэгчийн цэс' });
    await menu.getByRole('link', { name: 'Дараа үзэх' }).click();
    await page.waitForURL(`${server.url}/episode/later`);
    await page.getByRole('heading', { level: 1, name: 'Дараа үзэх' }).waitFor();
    expect(await page.title()).toBe('Дараа үзэх | BTV');

    const list = page.getByRole('list', { name: 'Дараа үзэх' });
    for (const { title } of titles) await list.getByRole('link', { name: title }).first().waitFor();

    const [first, second] = titles as [(typeof titles)[0], (typeof titles)[0]];
    const removed = page.waitForResponse((r) => r.url().includes('/later/0'));
    await page.getByRole('button', { name: `«${first.title}»-г жагсаалтаас хасах` }).click();
    // Gone at once, before the server has answered.
    await list.getByRole('link', { name: first.title }).waitFor({ state: 'detached' });
    await removed;
    expect(await laterIds()).toEqual([second.id]);

    await page.reload();
    await list.getByRole('link', { name: second.title }).first().waitFor();
    expect(await list.getByRole('link', { name: first.title }).count()).toBe(0);

    await page.getByRole('button', { name: `«${second.title}»-г жагсаалтаас хасах` }).click();
    await page.getByText('Дараа үзэх жагсаалт хоосон байна.').waitFor();
    await context.close();
  });
});
