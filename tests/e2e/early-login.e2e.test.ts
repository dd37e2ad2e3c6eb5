import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCspViolations } from '../security/csp-recorder';
import { PHONE, launchBrowser, readyDialog } from './browser';
import { appRunning } from './settled';
import { registerViaApi, unusedPhone } from './session';
import { base, storeSession } from './watch-helpers';

/*
 * Decision 082: before the app runs, a first view is inert and a tap on "Нэвтрэх" used to be
 * lost. The app's entry is held back here, as a poor link holds it, so the page stays the
 * server's for as long as the test needs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A first view of `/` whose app entry waits for `release()`; the start script has run. */
async function heldFirstView(prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const document = await fetch(`${base()}/`).then((r) => r.text());
  const entry = /data-app-entry="([^"]+)"/.exec(document)?.[1];
  expect(entry, 'the first view names its entry').toBeDefined();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // Module scripts run before DOMContentLoaded: the start script's listener is in place.
  await page.goto(`${base()}/`, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#root[inert]').count()).toBe(1);
  return { context, page, violations, release, requested };
}

/** Taps where the header's button is drawn: inert, it is never a tap's target itself. */
async function tapLogin(page: Page) {
  const box = await page.locator('header [data-login-opener]').boundingBox();
  expect(box, "the header's login button is drawn").not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

describe('a tap on "Нэвтрэх" before the app runs', () => {
  it('shows the login frame at once, closes as the dialog does, and the app opens the dialog', async () => {
    const { context, page, violations, release, requested } = await heldFirstView();
    try {
      const frame = page.getByRole('dialog', { name: 'Нэвтрэх' });
      await tapLogin(page);
      await frame.waitFor();
      expect(await frame.getAttribute('aria-busy')).toBe('true');
      expect(await frame.getByRole('status').textContent()).toBe('Ачаалж байна…');
      // The dialog's own code is asked for at once, while the app's is still on its way.
      await expect
        .poll(() => requested.some((p) => /\/login-dialog-[\w-]+\.js$/.test(p)))
        .toBe(true);
      // Escape, the close button and the scrim each close it, as they close the dialog.
      await page.keyboard.press('Escape');
      await frame.waitFor({ state: 'detached' });
      await tapLogin(page);
      await frame.getByRole('button', { name: 'Хаах' }).click();
      await frame.waitFor({ state: 'detached' });
      await tapLogin(page);
      await page.mouse.click(PHONE.width / 2, 8);
      await frame.waitFor({ state: 'detached' });
      expect(await page.locator('#root[inert]').count()).toBe(1);

      // Asked once more, the frame stays until the app runs and opens the dialog itself.
      await tapLogin(page);
      await frame.waitFor();
      release();
      await appRunning(page);
      const dialog = readyDialog(page);
      await dialog.getByRole('textbox').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      expect(await page.locator('#early-login-frame').count()).toBe(0);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves a signed-in viewer, who saw the guest page until the app ran, without a dialog', async () => {
    const phone = await unusedPhone(base());
    const viewer = await registerViaApi(base(), phone, { first: 'Эрт', last: 'Товш' });
    const { context, page, release } = await heldFirstView((p) => storeSession(p, viewer));
    try {
      await tapLogin(page);
      await page.getByRole('dialog', { name: 'Нэвтрэх' }).waitFor();
      release();
      await appRunning(page);
      // The viewer's own header: the guest's button gone, their chip in its place.
      await page.locator('header [data-login-opener]').waitFor({ state: 'detached' });
      await page.locator('header').getByText('Эрт').first().waitFor({ state: 'attached' });
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a tap on a link before the app runs', () => {
  /** Scrolls `selector`'s first match into view and taps its middle, as a finger would. */
  async function tapAt(page: Page, selector: string) {
    const target = page.locator(selector).first();
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await target.boundingBox();
    expect(box, `${selector} is drawn`).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  }

  it('follows a link to another page, as a page without scripts would', async () => {
    const { context, page } = await heldFirstView();
    try {
      const link = page.locator('#root main a[href^="/series/detail/"]').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/series\/detail\/\d+$/);
      await tapAt(page, `#root main a[href="${href}"]`);
      await page.waitForURL((url) => url.pathname === href);
      // The series page's own first view, drawn by the server.
      await page.locator('#root h1').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("leaves a card's overlay, a link within the page, for the app", async () => {
    const { context, page, release } = await heldFirstView();
    try {
      // The start script follows a link inside the click's own dispatch, and every navigation
      // (a followed link, the router's) fires the Navigation API's event at once: once the
      // click is dispatched, none having fired means none was started.
      await page.evaluate(() => {
        const w = window as Window & { navigation?: EventTarget; navigations?: string[] };
        w.navigations = [];
        w.navigation?.addEventListener('navigate', (event) => {
          w.navigations!.push((event as Event & { destination: { url: string } }).destination.url);
        });
      });
      await tapAt(page, '#root main a[href^="/?media="]');
      expect(await page.evaluate(() => (window as { navigations?: string[] }).navigations)).toEqual(
        [],
      );
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
      expect(await page.locator('#root[inert]').count()).toBe(1);
      release();
      await appRunning(page);
    } finally {
      await context.close();
    }
  });
});
