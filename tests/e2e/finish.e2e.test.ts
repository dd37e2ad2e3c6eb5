import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { loginViaApi, storeSession } from './session';

/*
 * Issue 30 point 9, the finish a new user noticed: the phone number's boxes evenly spaced, and one
 * logo everywhere (the header's, the offline fallback's and /policy's were three different marks).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('finish', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'the phone number’s eight boxes are evenly spaced, in two groups (%s)',
    async (_n, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/faq`);
      await page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
      const group = page.getByRole('dialog').getByRole('group', { name: 'Утасны дугаар' });
      await group.locator('input').first().waitFor();
      const boxes = await group.locator('input').evaluateAll((inputs) =>
        inputs.map((input) => {
          const r = input.getBoundingClientRect();
          return { left: r.left, right: r.right };
        }),
      );
      expect(boxes).toHaveLength(8);
      const gaps = boxes.slice(1).map((box, i) => box.left - boxes[i]!.right);
      // Three equal gaps inside each group of four, a wider one between the groups, no box touching.
      const inside = [...gaps.slice(0, 3), ...gaps.slice(4)];
      for (const gap of inside) expect(Math.abs(gap - inside[0]!)).toBeLessThan(0.5);
      expect(inside[0]!).toBeGreaterThan(2);
      expect(gaps[3]!).toBeGreaterThan(inside[0]! + 2);
      await context.close();
    },
  );

  it('one logo: the header’s (from the server), the app’s own mark and /policy’s are the same', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/faq`);
    const header = page.getByRole('banner').locator('img').first();
    await header.waitFor();
    const served = await (
      await fetch(new URL((await header.getAttribute('src'))!, baseUrl))
    ).text();
    await page.goto(`${baseUrl}/policy`);
    const policy = await page
      .locator('main svg, #root svg')
      .first()
      .evaluate((svg) => svg.outerHTML);
    for (const mark of ['#ffb020', '#ff5a36', 'M11 8v12l9.5-6z', 'BTV']) {
      expect(served, `the header's logo has ${mark}`).toContain(mark);
      expect(policy, `/policy's logo has ${mark}`).toContain(mark);
    }
    await context.close();
  });

  it('at 1440 px "Репорт" stays on the row with the other actions, and keeps its name', async () => {
    const session = await loginViaApi(baseUrl, '99119911', '2580');
    const latest = (await (await fetch(`${baseUrl}/api/m/latest/anime/1?page=1`)).json()) as {
      data: { data: { id: number; media: { id: number } }[] };
    };
    const episode = latest.data.data[0]!;
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await page.goto(`${baseUrl}/policy`);
    await storeSession(page, session);
    await page.goto(`${baseUrl}/watch/${episode.media.id}/${episode.id}`);
    const report = page.getByRole('button', { name: 'Репорт' });
    await report.waitFor();
    const tops = await page
      .locator('h1 + div')
      .locator('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => Math.round(b.getBoundingClientRect().top)),
      );
    expect(tops.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tops).size, `button rows at ${tops.join(', ')}`).toBe(1);
    expect(await report.getAttribute('title')).toBe('Репорт');
    await context.close();
  });
});
