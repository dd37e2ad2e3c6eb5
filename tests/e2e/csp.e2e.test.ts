import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordCspViolations, type CspViolation } from '../security/csp-recorder';
import { DESKTOP, launchBrowser, waitForServiceWorker } from './browser';
import { appRunning } from './settled';
import {
  PAID,
  ZERO,
  apiLogin,
  base,
  choose,
  getJson,
  playAndAdvance,
  seedEpisodes,
  storeSession,
  type DemoUser,
} from './watch-helpers';

/*
 * Issue 9: the app works under its own Content-Security-Policy (server/web/security-headers.ts).
 * Each main route is used as a person would, through what it loads (inline styles the libraries
 * add, data: QR codes, blob: media and subtitles, the service worker, bank logos), and any
 * violation fails the test. The first test proves the recorder sees a violation when one happens.
 */

let browser: Browser;
let opened: {
  context: BrowserContext;
  page: Page;
  violations: CspViolation[];
  errors: string[];
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await opened?.context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, user: DemoUser | null = null) {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'mn-MN',
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  opened = { context, page, violations, errors };
  if (user) await storeSession(page, await apiLogin(user));
  const response = await page.goto(`${base()}${path}`);
  // A first view's buttons answer once the app has taken it over.
  await appRunning(page);
  // The policy is really there: without it no violation could ever be reported.
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  return opened;
}

/** Lets late loads (lazy images, logos, media segments) happen before the verdict. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe('the app under its CSP', () => {
  it('the recorder sees a violation: an inline script is refused', async () => {
    const { page, violations } = await open('/faq');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
  });

  it('home: hero, rows, and the service worker taking control', async () => {
    const { page, violations, errors } = await open('/');
    await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor();
    await waitForServiceWorker(page);
    // A reload is served by the worker from its cache, under the cached response's policy.
    await page.reload();
    await page.getByRole('region', { name: 'Онцлох', exact: true }).waitFor();
    await settle(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a series listing, the details overlay from a card, and the detail page', async () => {
    const { page, violations } = await open('/series');
    const card = page.locator('main li a[href*="media="]').first();
    await card.waitFor();
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settle(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const { mediaId } = await seedEpisodes();
    await page.goto(`${base()}/series/detail/${mediaId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(violations).toEqual([]);
  });

  it('a watch page: video playing through Media Source, with decrypted subtitles', async () => {
    const eps = await seedEpisodes();
    // From the start (?start=over): another test may have left this user's position in the
    // credits, where the next-episode countdown would cover the settings button.
    const { page, violations, errors } = await open(
      `/watch/${eps.mediaId}/${eps.free[0]}?start=over`,
      PAID,
    );
    await playAndAdvance(page, 1);
    await choose(page, 'Хадмал', 'Монгол');
    await page.locator('[data-captions]').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.querySelector('video')?.src)).toMatch(/^blob:/);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('/faq with an answer open', async () => {
    const { page, violations } = await open('/faq');
    const question = page.locator('main button[aria-expanded]').first();
    await question.click();
    const panel = await question.getAttribute('aria-controls');
    await page.locator(`[id="${panel}"]`).waitFor();
    expect(violations).toEqual([]);
  });

  it('the login dialog', async () => {
    const { page, violations } = await open('/login/qr');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('textbox').first().fill('99119911');
    await settle(page);
    expect(violations).toEqual([]);
  });

  it('a rental payment dialog with its QR image and bank apps', async () => {
    const session = await apiLogin(ZERO);
    const list = await fetch(`${base()}/api/m/movies/web?page=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'theatre' }),
    });
    const cards = ((await list.json()) as { data: { data: { id: number }[] } }).data.data;
    let id: number | undefined;
    for (const card of cards) {
      const movie = await getJson<{ has_price: boolean; has_video: boolean }>(
        `/api/m/movie/${card.id}`,
        session.token,
      );
      if (movie.has_price && movie.has_video) id = card.id;
    }
    expect(id).toBeDefined();
    const { page, violations } = await open(`/theatre/watch/${id}`, ZERO);
    await page.getByRole('button', { name: 'Төлөх', exact: true }).click();
    const qr = page.getByRole('dialog').getByRole('img', { name: 'QPay төлбөрийн QR код' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
    await settle(page);
    expect(violations).toEqual([]);
  });

  it('a podcast page with a track playing', async () => {
    const list = await getJson<{ data: { id: number }[] }>('/api/m/podcasts');
    const show = await getJson<{ id: number; title: string; tracks: { title: string }[] }>(
      `/api/m/podcast/${list.data[0]!.id}`,
    );
    const { page, violations } = await open(`/podcast/detail/${show.id}`, PAID);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    const track = show.tracks[0]!;
    await page.getByRole('button', { name: `Тоглуулах: ${track.title}`, exact: true }).click();
    await page.waitForFunction(
      () => (document.querySelector('audio')?.currentTime ?? 0) > 0,
      undefined,
      { timeout: 15_000 },
    );
    expect(violations).toEqual([]);
  });
});
