import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { appRunning, framesSettled } from './settled';
import { registerViaApi, storeSession, unusedPhone } from './session';

/*
 * Issue 30 point 2: between 768 and 1180 px the header's controls lay over each other (the search
 * box over LIVE at 1180, the search icon on LIVE at 900, Подкаст, search, the bell, LIVE and the
 * account chip at 768–844). At every width from 320 to 1920 px, for a guest and for a signed-in
 * viewer, nothing in the header overlaps, leaves the window or is cut off.
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.SCREENSHOTS === '1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Problem {
  width: number;
  what: string;
}

/** The header's visible controls, and what is wrong with their boxes at this width. */
function problemsAt(page: Page, width: number): Promise<Problem[]> {
  return page.evaluate((width) => {
    const header = document.querySelector('header')!;
    const bar = header.getBoundingClientRect();
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, input')].filter(
      (el) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        el.getBoundingClientRect().width > 0,
    );
    const name = (el: HTMLElement) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 24) ||
      el.tagName;
    const problems: { width: number; what: string }[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (
        r.left < -0.5 ||
        r.right > window.innerWidth + 0.5 ||
        r.top < bar.top - 0.5 ||
        r.bottom > bar.bottom + 0.5
      ) {
        problems.push({ width, what: `${name(el)} leaves the header` });
      }
      if (el.tagName !== 'INPUT' && el.scrollWidth > el.clientWidth + 1) {
        problems.push({ width, what: `${name(el)} is cut off` });
      }
    }
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (x > 0.5 && y > 0.5) problems.push({ width, what: `${name(a)} overlaps ${name(b)}` });
      }
    }
    return problems;
  }, width);
}

async function sweep(page: Page, state: string): Promise<Problem[]> {
  const found: Problem[] = [];
  for (let width = 320; width <= 1920; width += 8) {
    await page.setViewportSize({ width, height: width < 700 ? 740 : 900 });
    await framesSettled(page);
    let problems = await problemsAt(page, width);
    // A layout still in flux after the resize (a loaded machine) is read again once settled: what
    // a viewer sees is the header at rest. A real overlap is there both times.
    if (problems.length > 0) {
      await framesSettled(page);
      problems = await problemsAt(page, width);
    }
    found.push(...problems);
  }
  // The widths the issue named, kept in docs/screenshots/ (SCREENSHOTS=1).
  for (const width of SHOTS ? [320, 390, 768, 820, 900, 1180, 1440] : []) {
    await page.setViewportSize({ width, height: 900 });
    await framesSettled(page);
    await page
      .locator('header')
      .screenshot({ path: `docs/screenshots/header-${state}-${width}.png` });
  }
  return found;
}

describe('the header from 320 to 1920 px', () => {
  it('a guest: nothing overlaps, leaves the window or is cut off', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
    // The first view is the server's markup: measured once the app runs it and the fonts are in.
    await appRunning(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await sweep(page, 'guest')).toEqual([]);
    await context.close();
  });

  it('signed in: nothing overlaps, leaves the window or is cut off', async () => {
    const user = await registerViaApi(baseUrl, await unusedPhone(baseUrl), {
      first: 'Энхтуяа',
      last: 'Батмөнх',
    });
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/policy`);
    await storeSession(page, user);
    await page.goto(`${baseUrl}/faq`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Энхтуяа/ })
      .waitFor();
    expect(await sweep(page, 'signed-in')).toEqual([]);
    await context.close();
  });
});
