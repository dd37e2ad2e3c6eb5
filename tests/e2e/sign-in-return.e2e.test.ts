import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, readyDialog } from './browser';
import { loginViaApi } from './session';

/*
 * Issue 30 point 6: a guest who chooses to sign in or register on a theatre title's watch page
 * comes back to that title and its rental step, not to the home page.
 */
const baseUrl = inject('baseUrl');
const USER = { phone: '99119911', pin: '2580' };

let browser: Browser;
let title: number;

async function getData<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as { data: T; status: boolean }).data;
}

/** A priced theatre title with a recording that the demo user has not rented. */
async function rentableTitle(): Promise<number> {
  const session = await loginViaApi(baseUrl, USER.phone, USER.pin);
  const list = await getData<{ data: { id: number }[] }>(
    '/api/m/movies/web?page=1',
    session.token,
    {
      type: 'theatre',
    },
  );
  for (const { id } of [...list.data].reverse()) {
    const movie = await getData<{ kind: string; has_price: boolean; has_video: boolean }>(
      `/api/m/movie/${id}`,
      session.token,
    );
    if (movie.kind !== 'theatre' || !movie.has_price || !movie.has_video) continue;
    const rented = await fetch(`${baseUrl}/api/m/tvod/check/${session.id}/${id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    }).then((r) => r.json() as Promise<{ status: boolean }>);
    if (!rented.status) return id;
  }
  throw new Error('no rentable theatre title in the demo catalogue');
}

beforeAll(async () => {
  browser = await launchBrowser();
  title = await rentableTitle();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = readyDialog;
const step = (page: Page, name: string) =>
  dialog(page).getByRole('heading', { name, exact: true }).waitFor();
const gate = (page: Page) => page.locator('[data-state="gate"]');
const onTitle = (page: Page) =>
  expect(new URL(page.url()).pathname).toBe(`/theatre/watch/${title}`);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('signing in from a theatre title (%s)', (_name, viewport) => {
  it('registering and signing in open over the title, and signed in it shows its rental step', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/theatre/watch/${title}`);
    await gate(page).getByRole('link', { name: 'Бүртгүүлэх', exact: true }).click();
    await step(page, 'Бүртгүүлэх');
    onTitle(page);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await gate(page).getByRole('link', { name: 'Нэвтрэх', exact: true }).click();
    await step(page, 'Нэвтрэх');
    await page.keyboard.type(USER.phone);
    await page.keyboard.press('Enter');
    await step(page, 'ПИН кодоор нэвтрэх');
    await page.keyboard.type(USER.pin);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText(/цагийн түрээсийн үнэ$/).waitFor();
    onTitle(page);
    await context.close();
  });

  it('the sign-in link opened on its own (before the app runs, a new tab) comes back to the title', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/theatre/watch/${title}`);
    const href = await gate(page)
      .getByRole('link', { name: 'Нэвтрэх', exact: true })
      .getAttribute('href');
    expect(href).toBe(`/login/qr?next=${encodeURIComponent(`/theatre/watch/${title}`)}`);
    await page.goto(`${baseUrl}${href!}`);
    await step(page, 'Нэвтрэх');
    await page.waitForURL((url) => url.pathname === `/theatre/watch/${title}`);
    // A next= that would leave the site is dropped: home, with the dialog.
    await page.goto(`${baseUrl}/register?next=${encodeURIComponent('//evil.example/')}`);
    await step(page, 'Бүртгүүлэх');
    expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(`${baseUrl}/`);
    await context.close();
  });
});
