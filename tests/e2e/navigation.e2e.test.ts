import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { api, eventually, scrollY } from './catalogue-helpers';
import { scrollSettled } from './settled';

interface Category {
  id: number;
  title: string;
}
interface CategoryMedia {
  category: Category;
  media: { id: number; title: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerPosition = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).position);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('header and navigation (%s)', (name, viewport) => {
  it('the header becomes fixed after scrolling more than 100 px', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/series/all/all/all/all`);
    await page.getByRole('list', { name: 'Бүх контент' }).getByRole('link').first().waitFor();
    expect(await headerPosition(page)).toBe('absolute');
    await page.mouse.wheel(0, 60);
    await page.waitForFunction(() => window.scrollY > 0);
    await scrollSettled(page);
    expect(await headerPosition(page)).toBe('absolute');
    await page.mouse.wheel(0, 200);
    expect(
      await eventually(
        () => headerPosition(page),
        (p) => p === 'fixed',
      ),
    ).toBe('fixed');
    // Still on screen, at the top.
    const box = await page.locator('header').first().boundingBox();
    expect(box?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(
      await eventually(
        () => headerPosition(page),
        (p) => p === 'absolute',
      ),
    ).toBe('absolute');
    await context.close();
  });

  it('footer links to the content pages, FAQ and contact, with the 2024 copyright', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/episode/new`);
    const footer = page.locator('footer');
    const pages = footer.getByRole('navigation', { name: 'Мэдээлэл' }).getByRole('link');
    await pages.first().waitFor();
    const hrefs = await pages.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/content/47', '/content/48', '/content/49', '/faq', '/contact']);
    await footer
      .getByRole('link', { name: /App Store/ })
      .first()
      .waitFor();
    await footer.getByRole('link', { name: /Facebook/ }).waitFor();
    expect(await footer.textContent()).toContain('© 2024');
    await context.close();
  });

  it('opening a card keeps the scroll; ?scrollTop lands there; a new page starts at the top', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl}/series/all/all/all/all`);
    const grid = page.getByRole('list', { name: 'Бүх контент' });
    await grid.getByRole('link').nth(8).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await scrollSettled(page);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);
    const card = grid.getByRole('link').nth(8);
    await card.scrollIntoViewIfNeeded();
    const at = await scrollY(page);
    await card.click();
    await page.waitForURL(/[?&]media=\d+/);
    await page.getByRole('dialog').waitFor();
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(at);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('media'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(at);

    await page.goto(`${baseUrl}/series/all/all/all/all?scrollTop=700`);
    expect(
      await eventually(
        () => scrollY(page),
        (y) => Math.abs(y - 700) < 3,
      ),
    ).toBeGreaterThan(697);

    // A new page starts at the top; back restores where we were.
    await page.getByRole('link', { name: 'BTV' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    expect(
      await eventually(
        () => scrollY(page),
        (y) => y === 0,
      ),
    ).toBe(0);
    await page.goBack();
    await page.waitForURL(/scrollTop=700/);
    expect(
      await eventually(
        () => scrollY(page),
        (y) => Math.abs(y - 700) < 3,
      ),
    ).toBeGreaterThan(697);
    await context.close();
  });

  if (name === 'phone') {
    it('the bottom menu holds home, content, news, newsletter and podcast', async () => {
      const baseUrl = inject('baseUrl');
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/episode/new`);
      const menu = page.getByRole('navigation', { name: 'Доод цэс' });
      await menu.getByRole('link').first().waitFor();
      const names = await menu.getByRole('link').evaluateAll((links) =>
        links.map((a) =>
          [...a.querySelectorAll('span')]
            .filter((s) => s.getAttribute('aria-hidden') !== 'true')
            .map((s) => s.textContent)
            .join(''),
        ),
      );
      expect(names.map((l) => l.replace('(шинэ цонхонд нээгдэнэ)', '').trim())).toEqual([
        'Нүүр',
        'Контент',
        'Мэдээ',
        'Мэдээллийн товхимол',
        'Подкаст',
      ]);
      await menu.getByRole('link', { name: 'Мэдээллийн товхимол', exact: true }).waitFor();
      // Every visible label fits its fifth of the screen: none is cut to "Мэдээлли…".
      const cut = await menu
        .locator('span:not(.visually-hidden)')
        .evaluateAll((spans) =>
          spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent),
        );
      expect(cut).toEqual([]);
      expect(await menu.getByRole('link', { name: /Мэдээ/ }).first().getAttribute('target')).toBe(
        '_blank',
      );
      await menu.getByRole('link', { name: 'Контент' }).click();
      await page.waitForURL(`${baseUrl}/series/all/all/all/all`);
      // The header offers search as a page on phones.
      await page.getByRole('link', { name: 'Хайх' }).click();
      await page.waitForURL(`${baseUrl}/search`);
      await context.close();
    });
  }

  if (name === 'desktop') {
    it('the content mega menu: a tab per category, listing its media, linking as docs/product.md §2 says', async () => {
      const baseUrl = inject('baseUrl');
      const categories = await api<Category[]>(baseUrl, '/api/m/media/home/cat');
      const [first, second] = categories;
      const secondMedia = await api<CategoryMedia>(baseUrl, `/api/m/anime/cats/${second!.id}`);
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/episode/new`);
      const nav = page.getByRole('navigation', { name: 'Үндсэн цэс' });
      const trigger = nav.getByRole('button', { name: 'Контент' });
      await trigger.click();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      const panel = page.getByRole('region', { name: 'Контентын ангилал' });
      const tabs = panel.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(categories.map((c) => c.title));
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
      expect(
        await panel
          .getByRole('link', { name: `${first!.title}: бүгдийг үзэх` })
          .getAttribute('href'),
      ).toBe(`/series/${first!.id}/all/all/z-a`);
      expect(await panel.getByRole('link', { name: 'Бүх контент' }).getAttribute('href')).toBe(
        '/series/all/all/all/z-a',
      );

      // Keyboard: into the tab list, down to the next category.
      await tabs.first().focus();
      await page.keyboard.press('ArrowDown');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      const tabPanel = panel.getByRole('tabpanel');
      const item = tabPanel.getByRole('link', { name: secondMedia.media[0]!.title }).first();
      await item.waitFor();
      expect(await item.getAttribute('href')).toBe(`/theatre/detail/${secondMedia.media[0]!.id}`);

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      // Choosing a category's "see all" goes to its listing and closes the menu.
      await trigger.click();
      await panel.getByRole('link', { name: `${first!.title}: бүгдийг үзэх` }).click();
      await page.waitForURL(`${baseUrl}/series/${first!.id}/all/all/z-a`);
      await panel.waitFor({ state: 'detached' });
      await context.close();
    });

    it('the typeahead works from the keyboard: type, ArrowDown, Enter', async () => {
      const baseUrl = inject('baseUrl');
      const results = await api<{ id: number; title: string }[]>(
        baseUrl,
        `/api/search?q=${encodeURIComponent('Зах')}`,
      );
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/episode/new`);
      const box = page.getByRole('combobox', { name: 'Хайх' });
      await box.focus();
      await page.keyboard.type('Зах', { delay: 40 });
      const listbox = page.getByRole('listbox');
      await listbox.getByRole('option', { name: results[0]!.title }).first().waitFor();
      expect(await box.inputValue()).toBe('Зах');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/theatre/detail/${results[0]!.id}`);
      await context.close();
    });
  }
});
