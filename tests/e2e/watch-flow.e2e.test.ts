import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './browser';
import { axeViolations } from './payment-axe';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';
import {
  base,
  playAndAdvance,
  seedEpisodes,
  storeSession,
  videoTime,
  type SeedEpisodes,
} from './watch-helpers';

/*
 * Skipping the intro, and "Үзэх" going where the viewer left off, against the real server and
 * its seed (the first three episodes of every show carry recap 0–2 s, intro 2–5 s and credits
 * from 10 s on the 12 s sample video). Each step makes its own viewer.
 */

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone nobody has: 8 digits starting with 9, checked against the server. */
async function newViewer(first: string): Promise<RegisteredUser> {
  return registerViaApi(base(), await unusedPhone(base()), { first, last: 'Туршилт' });
}

/** Saves a position the way the player does (POST /api/m/history/{userId}). */
async function saveHistory(viewer: RegisteredUser, episodeId: number, position: number) {
  const response = await fetch(`${base()}/api/m/history/${viewer.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${viewer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ episode_id: episodeId, position_sec: position, duration_sec: 12 }),
  });
  expect(response.ok).toBe(true);
}

async function openAs(viewer: RegisteredUser, path: string) {
  const { context, page } = await newPage(browser, DESKTOP);
  await storeSession(page, viewer);
  await page.goto(`${base()}${path}`);
  return { context, page };
}

describe('skip intro', () => {
  it('offers "Эхлэлийг алгасах" during the intro; pressing it jumps past the intro', async () => {
    const viewer = await newViewer('Алгасагч');
    const { context, page } = await openAs(viewer, `/watch/${eps.mediaId}/${eps.free[0]!}`);
    await playAndAdvance(page, 0.5);
    // Paused inside the intro, so the jump is the button's and not the clock's.
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 3;
    });
    const skip = page.getByRole('button', { name: 'Эхлэлийг алгасах', exact: true });
    await skip.waitFor({ timeout: 10_000 });
    expect(await axeViolations(page, ['[role="region"]'])).toEqual([]);
    await skip.click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 4.9);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(4.9);
    await skip.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('play where you left off', () => {
  it('asks "continue or start over" on a half-watched episode, and each goes where it says', async () => {
    const viewer = await newViewer('Үргэлжлүүлэгч');
    const episode = eps.free[1]!;
    await saveHistory(viewer, episode, 7);
    const detail = `/series/detail/${eps.mediaId}`;
    const { context, page } = await openAs(viewer, detail);

    await page.getByRole('button', { name: 'Үзэх', exact: true }).first().click();
    const dialog = page.getByRole('dialog', {
      name: 'Өмнө үзэж байсан газраасаа үргэлжлүүлэх үү?',
    });
    await dialog.waitFor();
    const resume = dialog.getByRole('link', { name: 'Үргэлжлүүлэх (0:07)' });
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    // The keyboard is on the likely choice; Enter takes it.
    await expect.poll(() => resume.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/watch/${eps.mediaId}/${episode}`);
    expect(new URL(page.url()).searchParams.get('start')).toBe('resume');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 6.5, {
      timeout: 20_000,
    });
    // Asked once: the watch page does not ask again.
    expect(await page.getByRole('button', { name: 'Эхнээс нь', exact: true }).count()).toBe(0);

    await page.goto(`${base()}${detail}`);
    await page.getByRole('button', { name: 'Үзэх', exact: true }).first().click();
    await dialog.getByRole('link', { name: 'Эхнээс нь үзэх' }).click();
    await page.waitForURL((url) => url.searchParams.get('start') === 'over');
    expect(new URL(page.url()).pathname).toBe(`/watch/${eps.mediaId}/${episode}`);
    await page.locator('video').waitFor();
    // From the start: the player's first reported time is at the beginning, and no prompt.
    await page
      .getByRole('button', { name: /Тоглуулах|Зогсоох/ })
      .first()
      .waitFor();
    expect(await videoTime(page)).toBeLessThan(3);
    expect(await page.getByRole('button', { name: 'Эхнээс нь', exact: true }).count()).toBe(0);
    await context.close();
  });

  // Pressed before the player has its code or the video's manifest: the start it was loaded
  // with (the saved 0:08) must not win over the press. On a loaded machine the prompt is up long
  // before either arrives, and the viewer found the episode going on from 0:08 after all.
  for (const [held, pattern] of [
    ["the player's code", /\/assets\/dash\.all\.[^/]*\.js$/],
    ["the video's manifest", /\/manifest\.mpd$/],
  ] as const) {
    it(`"Эхнээс нь" on the watch page starts from the beginning, pressed before ${held} came`, async () => {
      const viewer = await newViewer('Эхлүүлэгч');
      const episode = eps.free[1]!;
      await saveHistory(viewer, episode, 8);
      const { context, page } = await newPage(browser, DESKTOP);
      await storeSession(page, viewer);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let onHeld: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (onHeld = resolve));
      await context.route(pattern, async (route) => {
        onHeld();
        await released;
        await route.continue();
      });
      await page.goto(`${base()}/watch/${eps.mediaId}/${episode}`);
      // The press comes while the request is held, however fast or slow the machine.
      await held;
      await page.getByRole('button', { name: 'Эхнээс нь', exact: true }).click();
      release();
      // The first moment seen past 0.5 s, read in the page: opened at the saved 0:08, it would
      // be 8 or more whatever the delay before this check.
      const first = await page.waitForFunction(
        () => {
          const t = document.querySelector('video')?.currentTime ?? 0;
          return t > 0.5 ? t : false;
        },
        undefined,
        { timeout: 20_000 },
      );
      expect(await first.jsonValue()).toBeLessThan(8);
      await context.close();
    });
  }

  it("shows each title's watched share on the home page's continue row", async () => {
    const viewer = await newViewer('Үзэгч');
    await saveHistory(viewer, eps.free[1]!, 6);
    const { context, page } = await openAs(viewer, '/');
    const row = page.getByRole('region', { name: 'Үргэлжлүүлэн үзэх' });
    const bar = row.getByRole('progressbar', { name: 'Үзсэн хэсэг' }).first();
    await bar.waitFor({ timeout: 20_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('50');
    expect(await bar.getAttribute('aria-valuetext')).toBe('50% үзсэн');
    await context.close();
  });
});
