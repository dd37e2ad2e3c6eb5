import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage } from './browser';
import {
  PAID,
  apiLogin,
  base,
  playAndAdvance,
  seedEpisodes,
  storeSession,
  type SeedEpisodes,
} from './watch-helpers';

/*
 * A paid title's signed media URLs expire (README "Paid media"). When a segment is refused
 * mid-title, the player asks the API for the episode again and goes on from where it was with
 * the fresh URLs, instead of stopping with an error.
 */

const SIGNED = /\/media\/s\/\d+\/\d+\/([A-Za-z0-9_-]{43})\/paid\/[a-z0-9]+\/(.+)$/;

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

describe('an expired signed URL mid-title', () => {
  it('renews the sources and continues at the same position', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await storeSession(page, await apiLogin(PAID));
    // The first URL the page is given "expires" after its first two segments (0-4 s): from the
    // third on, the server's own 403 stands in for the clock running out.
    let first: string | null = null;
    const seen: { sig: string; file: string; status: number }[] = [];
    await page.route(/\/media\/s\//, async (route) => {
      const [, sig = '', file = ''] = SIGNED.exec(new URL(route.request().url()).pathname) ?? [];
      first ??= sig;
      const late = /^chunk-\d-0000[3-9]\.m4s$/.test(file);
      if (sig === first && late) {
        seen.push({ sig, file, status: 403 });
        await route.fulfill({ status: 403, body: 'expired' });
        return;
      }
      seen.push({ sig, file, status: 200 });
      await route.continue();
    });
    const episodeAnswers: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/m/episode/')) episodeAnswers.push(res.url());
    });

    await page.goto(`${base()}/watch/${eps.mediaId}/${eps.paid[0]!}`);
    await playAndAdvance(page, 1);
    await page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 7,
      null,
      {
        timeout: 45_000,
      },
    );

    expect(seen.some((r) => r.status === 403)).toBe(true);
    const renewed = seen.filter((r) => r.sig !== first);
    expect(renewed.some((r) => r.file === 'manifest.mpd')).toBe(true);
    // Picked up at about 4 s: the renewed player never asked for the first segment again.
    expect(renewed.some((r) => /^chunk-\d-00001\.m4s$/.test(r.file))).toBe(false);
    expect(renewed.some((r) => /^chunk-\d-0000[3-6]\.m4s$/.test(r.file))).toBe(true);
    expect(episodeAnswers.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[role="alert"][data-error]').count()).toBe(0);
    await context.close();
  });
});
