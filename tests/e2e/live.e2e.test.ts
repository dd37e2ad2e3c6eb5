import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [
  ['phone', PHONE, '/live'],
  ['desktop', DESKTOP, '/'],
] as const;

/*
 * The live channel plays for real: its manifest named init segments under /media/title/, which
 * the paid-media work closed, and nothing watched a live video play, so every init request was a
 * 404 and the player never started.
 */
describe.each(viewports)('live channel (%s)', (_name, viewport, route) => {
  it('plays at the live edge: the time advances and every live request answers 200', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    const answers: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      // The channel's status poll and heartbeat are not media: until the channel has an ingest
      // their 404 is the player's cue to play the loop (decision 074).
      if (/^\/api\/m\/live\/\d+\/(status|heartbeat)$/.test(url.pathname)) return;
      if (url.pathname.startsWith('/api/m/live/') || url.pathname.startsWith('/media/')) {
        answers.push({ url: url.pathname, status: res.status() });
      }
    });
    await page.goto(`${inject('baseUrl')}${route}`);
    const live = page.locator('#live');
    await live.getByRole('button', { name: 'Шууд дамжуулалтыг үзэх' }).click();
    const playedPast = (t: number) =>
      page.waitForFunction(
        (after) =>
          (document.querySelector<HTMLVideoElement>('#live video')?.currentTime ?? 0) > after,
        t,
        { timeout: 30_000 },
      );
    await playedPast(0);
    const first = await live.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
    await playedPast(first + 2);
    expect(answers.some((a) => a.url.endsWith('/init.m4s'))).toBe(true);
    expect(answers.some((a) => /\/seg\/\d+\/\d+\.m4s$/.test(a.url))).toBe(true);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(await live.locator('[role="alert"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
