import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCspViolations } from '../security/csp-recorder';
import { PHONE, launchBrowser, readyDialog } from './browser';
import { appRunning, framesSettled } from './settled';
import { registerViaApi, unusedPhone } from './session';
import { PAID, base, storeSession } from './watch-helpers';

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

/**
 * A first view of `/` whose app entry waits for `release()`; the start script has run. Files
 * whose path `hold` matches wait for `releaseHeld()`.
 */
async function heldFirstView(
  prepare?: (page: Page) => Promise<void>,
  hold: (pathname: string) => boolean = () => false,
) {
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
  let releaseHeld!: () => void;
  const heldGo = new Promise<void>((resolve) => (releaseHeld = resolve));
  await page.route(
    (url) => hold(url.pathname),
    async (route) => {
      await heldGo;
      await route.continue();
    },
  );
  // Module scripts run before DOMContentLoaded: the start script's listener is in place.
  await page.goto(`${base()}/`, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#root[inert]').count()).toBe(1);
  return { context, page, violations, release, releaseHeld, requested };
}

/** Taps where the header's button is drawn: inert, it is never a tap's target itself. */
async function tapLogin(page: Page) {
  const box = await page.locator('header [data-login-opener]').boundingBox();
  expect(box, "the header's login button is drawn").not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** The dialog's own stylesheets, which the frame waits for before it shows its form. */
const dialogStyles = (pathname: string) =>
  /\/(login-dialog|code-input)-[\w-]+\.css$/.test(pathname);
/** The dialog's own code. */
const dialogCode = (pathname: string) => /\/login-dialog-[\w-]+\.js$/.test(pathname);

/** The phone boxes of whichever login dialog `scope` is, as digits with a space for an empty one. */
async function phoneIn(scope: Locator): Promise<string> {
  const boxes = scope.getByRole('group', { name: 'Утасны дугаар' }).getByRole('textbox');
  return (await boxes.evaluateAll((all) => all.map((b) => (b as HTMLInputElement).value || ' ')))
    .join('')
    .trimEnd();
}

describe('a tap on "Нэвтрэх" before the app runs', () => {
  it('shows the login frame at once, closes as the dialog does, and the app opens the dialog', async () => {
    const { context, page, violations, release, releaseHeld, requested } = await heldFirstView(
      undefined,
      dialogStyles,
    );
    try {
      const frame = page.getByRole('dialog', { name: 'Нэвтрэх' });
      await tapLogin(page);
      await frame.waitFor();
      // Its styles held, the frame says it is loading.
      expect(await frame.getAttribute('aria-busy')).toBe('true');
      expect(await frame.getByRole('status').textContent()).toBe('Ачаалж байна…');
      expect(await frame.getByRole('textbox').count()).toBe(0);
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
      releaseHeld();
      // The styles in, the phone step is there to type in, the loading line gone.
      await frame.getByRole('group', { name: 'Утасны дугаар' }).waitFor();
      expect(await frame.getAttribute('aria-busy')).toBe('false');
      expect(await frame.getByRole('status').count()).toBe(0);
      release();
      await appRunning(page);
      await page.locator('#early-login-frame').waitFor({ state: 'detached' });
      const dialog = readyDialog(page);
      await dialog.getByRole('textbox').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
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

describe('the login form before the app runs', () => {
  /** The frame's phone step, tapped open on a held first view. */
  async function earlyForm(page: Page) {
    await tapLogin(page);
    const frame = page.locator('#early-login-frame').getByRole('dialog', { name: 'Нэвтрэх' });
    await frame.getByRole('group', { name: 'Утасны дугаар' }).waitFor();
    return frame;
  }

  it('takes a phone as the dialog does, and the dialog goes on with it', async () => {
    const { context, page, violations, release } = await heldFirstView();
    try {
      const frame = await earlyForm(page);
      // Focus is in the first box: digits typed on sight land there and move on.
      await page.keyboard.type('9911a');
      expect(await phoneIn(frame)).toBe('9911');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      expect(await phoneIn(frame)).toBe('99');
      // Sent short, it says why and stays.
      await page.keyboard.press('Enter');
      await expect
        .poll(() => frame.getByRole('alert').textContent())
        .toBe('Утасны дугаараа зөв орууна уу!');
      // A pasted '+976 …' keeps its last eight digits.
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text', '+976 8811 2233');
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      expect(await phoneIn(frame)).toBe('88112233');
      expect(await frame.getByRole('alert').textContent()).toBe('');
      // Tab stays within the frame.
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          document.getElementById('early-login-frame')!.contains(document.activeElement),
        ),
      ).toBe(true);

      release();
      await appRunning(page);
      await page.locator('#early-login-frame').waitFor({ state: 'detached' });
      const dialog = readyDialog(page);
      await dialog.getByRole('heading', { name: 'Нэвтрэх' }).waitFor();
      expect(await phoneIn(dialog)).toBe('88112233');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sent before the app ran, goes on to the PIN step by itself', async () => {
    const { context, page, release } = await heldFirstView();
    try {
      const frame = await earlyForm(page);
      await page.keyboard.type(PAID.phone);
      await page.keyboard.press('Enter');
      const send = frame.getByRole('button', { name: 'Үргэлжлүүлэх' });
      expect(await send.getAttribute('aria-disabled')).toBe('true');
      release();
      await appRunning(page);
      const dialog = readyDialog(page);
      await dialog.getByRole('heading', { name: 'ПИН кодоор нэвтрэх' }).waitFor();
      expect(await dialog.getByText('9911 9911', { exact: false }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('"Шинээр бүртгүүлэх" before the app ran opens registration with the phone typed', async () => {
    const { context, page, release } = await heldFirstView();
    try {
      const frame = await earlyForm(page);
      await page.keyboard.type('8800');
      await frame.getByRole('button', { name: 'Шинээр бүртгүүлэх' }).click();
      // Waiting for the app, the frame says so.
      expect(await frame.getByRole('status').textContent()).toBe('Ачаалж байна…');
      release();
      await appRunning(page);
      const dialog = readyDialog(page);
      await dialog.getByRole('heading', { name: 'Бүртгүүлэх' }).waitFor();
      expect(await phoneIn(dialog)).toBe('8800');
    } finally {
      await context.close();
    }
  });

  it("closed while the app runs and the dialog's code is still coming, stays closed", async () => {
    const { context, page, release, releaseHeld, requested } = await heldFirstView(
      undefined,
      dialogCode,
    );
    try {
      const frame = await earlyForm(page);
      release();
      await appRunning(page);
      // The app runs; the copy is still there and still takes digits.
      await page.keyboard.type('12');
      expect(await phoneIn(frame)).toBe('12');
      await frame.getByRole('button', { name: 'Хаах' }).click();
      await frame.waitFor({ state: 'detached' });
      releaseHeld();
      // Its code in and run (imported here too, which resolves once it has run), the dialog the
      // app had asked for stays closed.
      const code = requested.find(dialogCode);
      expect(code, "the dialog's code was asked for").toBeDefined();
      // As a string: vitest would rewrite an import() written in the test's own code.
      await page.evaluate(`import(${JSON.stringify(code)}).then(() => true)`);
      await framesSettled(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // React reveals it up to 300 ms later; it would then cover the header and make its button
      // inert, so this click could not happen.
      await page.locator('header [data-login-opener]').click();
      await readyDialog(page).getByRole('heading', { name: 'Нэвтрэх' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      // Opened by the viewer, it starts empty: the closed copy is not carried.
      expect(await phoneIn(readyDialog(page))).toBe('');
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

describe("the login dialog's code, on a good link, once the app runs", () => {
  it('comes while idle a few files a task, each file once, and a tap needs nothing more', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      // Each batch of links added in one task (a mutation record batch is delivered once per
      // task): the dialog's files among them, counted per batch.
      await page.addInitScript(() => {
        const w = window as Window & { dialogLinkBatches?: number[] };
        w.dialogLinkBatches = [];
        new MutationObserver((records) => {
          const files = new Set(
            (document.getElementById('early-login')?.getAttribute('data-files') ?? '')
              .split(' ')
              .filter(Boolean),
          );
          const added = records
            .flatMap((record) => [...record.addedNodes])
            .filter(
              (node) =>
                node instanceof HTMLLinkElement &&
                node.href !== '' &&
                files.has(new URL(node.href).pathname),
            );
          if (added.length > 0) w.dialogLinkBatches!.push(added.length);
        }).observe(document, { childList: true, subtree: true });
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${base()}/`);
      const files = ((await page.locator('#early-login').getAttribute('data-files')) ?? '').split(
        ' ',
      );
      expect(files.some(dialogCode), 'the page lists the dialog').toBe(true);
      await appRunning(page);
      const times = (file: string) => requested.filter((path) => path === file).length;
      await expect
        .poll(() => files.filter((file) => times(file) === 0), { timeout: 30_000 })
        .toEqual([]);
      // Not all in one task: the build's own loader would add every link at once. (Files the
      // page itself uses too were linked by the start script, also two a task.)
      const batches = await page.evaluate(
        () => (window as Window & { dialogLinkBatches?: number[] }).dialogLinkBatches,
      );
      expect(batches!.length).toBeGreaterThan(1);
      expect(Math.max(...batches!)).toBeLessThanOrEqual(2);
      const before = requested.length;
      await page.locator('header').getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
      await readyDialog(page);
      expect(requested.slice(before).filter((path) => files.includes(path))).toEqual([]);
      expect(files.filter((file) => times(file) !== 1)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
