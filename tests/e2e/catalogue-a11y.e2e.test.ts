import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { injectScript } from './inject-script';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** axe-core's WCAG 2.1 A/AA rules over the whole document: header, page, footer, bottom menu. */
async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  await injectScript(page, axePath);
  const context = include ? JSON.stringify({ include: include.map((s) => [s]) }) : 'document';
  const result = await page.evaluate<AxeResult>(
    `axe.run(${context}, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })`,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screens: [string, string, (page: Page) => Promise<void>][] = [
  [
    'home',
    '/',
    async (page) => {
      await page.locator('#live').getByRole('region').waitFor();
      // Rows on the way stay placeholders (built only as they near the viewport): both are checked.
      const movies = page.getByRole('region', { name: 'Шинэ кино' });
      await movies.scrollIntoViewIfNeeded();
      await movies.getByRole('link').first().waitFor();
    },
  ],
  [
    'series listing',
    '/series/all/all/all/all',
    (page) => page.getByRole('list', { name: 'Бүх контент' }).getByRole('link').first().waitFor(),
  ],
  [
    'new episodes',
    '/episode/new',
    (page) => page.getByRole('list', { name: 'Шинэ анги' }).getByRole('link').first().waitFor(),
  ],
  [
    'search',
    '/search?q=' + encodeURIComponent('зах'),
    (page) => page.getByRole('list').filter({ hasText: 'Зах' }).first().waitFor(),
  ],
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('no axe violations (%s)', (name, viewport) => {
  for (const [label, path, ready] of screens) {
    it(label, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${inject('baseUrl')}${path}`);
      await ready(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  if (name === 'desktop') {
    it('with the mega menu and the typeahead open', async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${inject('baseUrl')}/episode/new`);
      await page.getByRole('button', { name: 'Контент' }).click();
      await page.getByRole('tabpanel').getByRole('link').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Хайх' }).focus();
      await page.keyboard.type('эд');
      await page.getByRole('option').first().waitFor();
      // While its popup is open react-aria hides the rest of the page from assistive tech on
      // purpose (aria-hidden outside), which document-wide rules report; check the widget itself.
      expect(await axeViolations(page, ['[role="combobox"]', '[role="listbox"]'])).toEqual([]);
      await context.close();
    });
  }
});
