import { createRequire } from 'node:module';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MediaDetail } from '../../contract/entities';
import { spec } from '../../contract/messages';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { injectScript } from './inject-script';
import { scrollSettled } from './settled';

/*
 * The media details overlay (docs/product.md §2) as a person uses it, on a phone and a desktop, against
 * the real server and its seed: opened from a home card and from a listing URL, closed by the
 * button, by Escape and by a click outside, each time checking the URL, the body class and
 * where focus went.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function detail(id: number): Promise<MediaDetail> {
  const response = await fetch(`${inject('baseUrl')}/api/m/anime/detail/${id}/0`);
  const body = (await response.json()) as { status: boolean; data: MediaDetail };
  expect(body.status).toBe(true);
  return body.data;
}

function query(page: Page): [string, string][] {
  return [...new URL(page.url()).searchParams.entries()];
}

const bodyHasOverlayClass = (page: Page) =>
  page.evaluate(() => document.body.classList.contains('overlay-open'));

async function openFromCard(page: Page, card: ElementHandle<HTMLElement>): Promise<void> {
  await card.click();
  await page.getByRole('dialog').waitFor();
}

async function expectClosed(page: Page, path: string, extra: [string, string][] = []) {
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(query(page)).toEqual([['media', 'c'], ...extra]);
  expect(await bodyHasOverlayClass(page)).toBe(false);
}

/** Where a click lands outside the dialog: above it on a phone, beside it on a desktop. */
function outsidePoint(viewport: { width: number }): { x: number; y: number } {
  return viewport.width < 768 ? { x: viewport.width / 2, y: 16 } : { x: 24, y: 400 };
}

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe.each(viewports)('media details overlay (%s)', (name, viewport) => {
  it('opens from a home card and closes by button, Escape and outside click', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/`);
    const card = (await page.waitForSelector(
      'main li a[href^="/?media="]',
    )) as ElementHandle<HTMLElement>;
    const id = Number(
      new URL(`http://x${await card.getAttribute('href')}`).searchParams.get('media'),
    );
    const seeded = await detail(id);

    const closers: [string, () => Promise<void>][] = [
      ['button', () => page.getByRole('dialog').getByRole('button', { name: 'Хаах' }).click()],
      ['Escape', () => page.keyboard.press('Escape')],
      [
        'outside click',
        async () => {
          const { x, y } = outsidePoint(viewport);
          await page.mouse.click(x, y);
        },
      ],
    ];
    for (const [how, close] of closers) {
      await openFromCard(page, card);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();
      expect(query(page)).toEqual([['media', String(id)]]);
      expect(await bodyHasOverlayClass(page), how).toBe(true);
      await close();
      await expectClosed(page, '/');
      await page.waitForFunction((el) => document.activeElement === el, card);
    }
    await context.close();
  });

  it('leaves the page where it was scrolled to', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/`);
    await page.waitForSelector('main li a[href^="/?media="]');
    const cards = page.locator('main li a[href^="/?media="]');
    const card = cards.nth((await cards.count()) - 1);
    await card.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await card.click();
    await page.getByRole('dialog').getByRole('heading', { level: 2 }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await scrollSettled(page);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
    await context.close();
  });

  it('opens from a listing URL and keeps only t and media=c on close', async () => {
    const { context, page } = await newPage(browser, viewport);
    const seeded = await detail(1);
    const path = '/series/all/all/all/all';
    await page.goto(`${inject('baseUrl')}${path}?t=abc&title=x&media=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();
    expect(await bodyHasOverlayClass(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Хаах' }).click();
    await expectClosed(page, path, [['t', 'abc']]);

    await page.goto(`${inject('baseUrl')}${path}?t=42&media=1`);
    await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();
    await page.keyboard.press('Escape');
    await expectClosed(page, path, [['t', '42']]);
    await context.close();
  });

  it("asks a guest who likes to log in, over the overlay, as the watch page's toggle does", async () => {
    const { context, page } = await newPage(browser, viewport);
    const seeded = await detail(1);
    await page.goto(`${inject('baseUrl')}/?media=1`);
    const overlay = page.getByRole('dialog', { name: seeded.title });
    const like = overlay.getByRole('button', { name: /^Таалагдсан/ });
    await like.click();
    await page.getByText(spec.loginRequired).waitFor();
    const login = page.getByRole('dialog', { name: 'Нэвтрэх' });
    await login.getByRole('group', { name: 'Утасны дугаар' }).waitFor();
    // On top: the login dialog takes the keyboard, and Escape closes it alone.
    expect(await login.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(query(page)).toEqual([['media', '1']]);
    await context.close();
  });

  it('lays the episodes out in 10 columns', async () => {
    const { context, page } = await newPage(browser, viewport);
    const seeded = await detail(1);
    await page.goto(`${inject('baseUrl')}/?media=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();

    const grid = dialog.getByTestId('episode-grid');
    await grid.locator('a').first().waitFor();
    const tops = await grid
      .locator('a')
      .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(10);
    const columns = tops.filter((top) => top === tops[0]).length;
    expect(columns).toBe(10);
    expect(await grid.locator('a').first().getAttribute('href')).toBe(`/watch/1/${seeded.epId}`);

    if (name === 'desktop') {
      await injectScript(page, axePath);
      const result = await page.evaluate<{ violations: { id: string; nodes: unknown[] }[] }>(
        `axe.run({ include: ['[role=dialog]'] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`,
      );
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
    await context.close();
  });

  it('switches seasons in place, marking the current one', async () => {
    const { context, page } = await newPage(browser, viewport);
    const seeded = await detail(1);
    await page.goto(`${inject('baseUrl')}/?media=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();
    expect(seeded.other_seasons.length).toBeGreaterThan(1);
    const next = seeded.other_seasons[1]!;
    const nextDetail = await detail(next.id);
    await dialog.getByRole('button', { name: next.title }).click();
    await dialog.getByRole('heading', { level: 2, name: nextDetail.title }).waitFor();
    expect(query(page)).toEqual([['media', String(next.id)]]);
    expect(
      await dialog.getByRole('button', { name: next.title }).getAttribute('aria-current'),
    ).toBe('true');
    await context.close();
  });

  it('links a category to its listing and closes', async () => {
    const { context, page } = await newPage(browser, viewport);
    const seeded = await detail(1);
    await page.goto(`${inject('baseUrl')}/?media=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2, name: seeded.title }).waitFor();
    const category = seeded.categories[0]!;
    await dialog.getByRole('link', { name: category.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/series/${category.id}/all/all/all`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await bodyHasOverlayClass(page)).toBe(false);
    await context.close();
  });
});
