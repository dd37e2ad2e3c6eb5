import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newPage } from './browser';
import { api } from './catalogue-helpers';
import { registerViaApi, unusedPhone, storeSession, type RegisteredUser } from './session';

/*
 * Issue 17 point 3 in Chromium, on a phone: /search narrows by type with the filter in the URL
 * (reload keeps it, Back undoes it); recent searches are remembered, shown on focus and cleared;
 * and on a shared browser the next user never sees the previous one's.
 */

interface Result {
  id: number;
  kind: 'series' | 'movie' | 'theatre' | 'live' | 'podcast' | 'newsletter';
  title: string;
}

const KIND_WORD = {
  series: 'Цуврал',
  movie: 'Кино',
  theatre: 'Театр',
  live: 'LIVE',
  podcast: 'Подкаст',
  newsletter: 'Товхимол',
} as const;

let browser: Browser;
const base = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A one-letter search of the demo catalogue whose answer holds more than one kind. */
async function mixedQuery(): Promise<{ q: string; results: Result[] }> {
  for (const q of ['а', 'о', 'э', 'у']) {
    const results = await api<Result[]>(base(), `/api/search?q=${encodeURIComponent(q)}`);
    if (new Set(results.map((r) => r.kind)).size > 1) return { q, results };
  }
  throw new Error('no search of the demo catalogue answers more than one kind');
}

const box = (page: Page) => page.getByRole('searchbox', { name: 'Хайх' });
const resultList = (page: Page) => page.getByRole('list', { name: /илэрц$/ });
const recent = (page: Page) => page.getByRole('region', { name: 'Сүүлд хайсан' });
const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'Төрөл' });

async function kindsShown(page: Page): Promise<string[]> {
  const links = resultList(page).getByRole('link');
  return links.evaluateAll((els) =>
    els.map((el) => el.querySelector('span:last-child > span:last-child')?.textContent ?? ''),
  );
}

async function newUser(first: string): Promise<RegisteredUser> {
  return registerViaApi(base(), await unusedPhone(base()), { first, last: 'Хайлт' });
}

describe('search (phone)', () => {
  it('the header’s search icon opens /search with the box focused, so the keyboard comes up', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${base()}/faq`);
    await page.getByRole('banner').getByRole('link', { name: 'Хайх' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('зах');
    expect(await box(page).inputValue()).toBe('зах');
    await context.close();
  });

  it('narrows by type; the filter is in the URL, a reload keeps it and Back undoes it', async () => {
    const { q, results } = await mixedQuery();
    const kind = results[0]!.kind as Exclude<Result['kind'], 'live'>;
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${base()}/search`);
    await box(page).fill(q);
    await page.waitForURL((url) => url.searchParams.get('q') === q);
    await resultList(page).waitFor();
    expect(new Set(await kindsShown(page)).size).toBeGreaterThan(1);

    await typeSelect(page).selectOption({ label: KIND_WORD[kind] });
    await page.waitForURL((url) => url.searchParams.get('type') === kind);
    await expect.poll(async () => [...new Set(await kindsShown(page))]).toEqual([KIND_WORD[kind]]);
    const narrowed = await resultList(page).getByRole('link').allTextContents();

    await page.reload();
    await resultList(page).waitFor();
    expect(await typeSelect(page).inputValue()).toBe(kind);
    expect(await box(page).inputValue()).toBe(q);
    await expect.poll(() => resultList(page).getByRole('link').allTextContents()).toEqual(narrowed);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('type'));
    expect(await typeSelect(page).inputValue()).toBe('');
    await expect.poll(async () => new Set(await kindsShown(page)).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a podcast by its name; picking Подкаст keeps it, and it opens the podcast’s page', async () => {
    const [podcast] = await api<Result[]>(base(), '/api/search?type=podcast');
    expect(podcast).toBeDefined();
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${base()}/search`);
    await box(page).fill(podcast!.title);
    await page.waitForURL((url) => url.searchParams.get('q') === podcast!.title);
    const link = resultList(page).getByRole('link', {
      name: new RegExp(`${podcast!.title}.*Подкаст`),
    });
    await link.waitFor();

    await typeSelect(page).selectOption({ label: 'Подкаст' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'podcast');
    await expect.poll(async () => [...new Set(await kindsShown(page))]).toEqual(['Подкаст']);
    // A podcast has no category to narrow by.
    expect(await page.getByRole('combobox', { name: 'Ангилал' }).count()).toBe(0);

    await link.click();
    await page.waitForURL(`${base()}/podcast/detail/${podcast!.id}`);
    await page.getByRole('heading', { name: podcast!.title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers searches, shows them when the box is focused and empty, and clears them', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${base()}/search`);
    for (const q of ['зах', 'тойм']) {
      await box(page).fill(q);
      await box(page).press('Enter');
    }
    await box(page).fill('');
    await expect
      .poll(() => recent(page).getByRole('listitem').allTextContents())
      .toEqual(['тойм', 'зах']);
    // Kept on the device: a reload shows them again once the box has focus. (Reload only once
    // the emptied box has reached the URL, or the page comes back with the old text in it.)
    await page.waitForURL((url) => !url.searchParams.has('q'));
    // Arriving at an empty /search puts the focus in the box (the person came to type), so the
    // searches kept on the device show without a click.
    await page.reload();
    await recent(page).getByRole('button', { name: 'зах', exact: true }).waitFor();
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await recent(page).getByRole('button', { name: '“тойм” хайлтыг жагсаалтаас хасах' }).click();
    await expect.poll(() => recent(page).getByRole('listitem').allTextContents()).toEqual(['зах']);
    await recent(page).getByRole('button', { name: 'Бүгдийг арилгах' }).click();
    await recent(page).waitFor({ state: 'detached' });
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.reload();
    await box(page).focus();
    await page
      .getByText('Цуврал, кино, театр, подкаст, товхимлын нэр эсвэл түлхүүр үгээр хайна уу.')
      .waitFor();
    expect(await recent(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a second user on the same browser does not see the first one’s recent searches', async () => {
    const [first, second] = await Promise.all([newUser('Анхны'), newUser('Дараагийн')]);
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${base()}/`);
    await storeSession(page, first);
    await page.goto(`${base()}/search`);
    await page.getByRole('banner').getByRole('button', { name: /Анхны/ }).waitFor();
    await box(page).fill('нууц хайлт');
    await box(page).press('Enter');
    await box(page).fill('');
    await recent(page).getByRole('button', { name: 'нууц хайлт', exact: true }).waitFor();

    // Logout, the way a person does it: the user menu's "Гарах".
    await page.getByRole('banner').getByRole('button', { name: /Анхны/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Гарах' }).click();
    await page.waitForURL(`${base()}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
    const keys = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result
              .transaction('keyval', 'readonly')
              .objectStore('keyval')
              .getAllKeys();
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result.map(String));
            };
          };
        }),
    );
    expect(keys.filter((k) => k.startsWith('search.recent.'))).toEqual([]);

    await storeSession(page, second);
    await page.goto(`${base()}/search`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Дараагийн/ })
      .waitFor();
    await box(page).focus();
    await page
      .getByText('Цуврал, кино, театр, подкаст, товхимлын нэр эсвэл түлхүүр үгээр хайна уу.')
      .waitFor();
    expect(await recent(page).count()).toBe(0);
    expect(await page.getByText('нууц хайлт').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
