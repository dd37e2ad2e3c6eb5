import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import {
  PAID,
  apiLogin,
  base,
  seedEpisodes,
  storeSession,
  type SeedEpisodes,
} from './watch-helpers';

/*
 * Issue 17, point 4: the seek bar shows a frame of the moment under the pointer or finger, read
 * by dash.js from the title's thumbnail track (3x2 tiles of 160x90 frames, 6 s a tile) and, for
 * a paid episode, fetched under the viewer's signed URL like the segments.
 */

const SIGNED_TILE = /\/media\/s\/\d+\/\d+\/[A-Za-z0-9_-]{43}\/paid\/e\d+\/thumb-(\d+)\.jpg$/;

const shots = process.env.SCREENSHOTS === '1';

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a paid episode as the paid demo viewer and waits until the player knows its length. */
async function openEpisode(page: Page): Promise<Locator> {
  await storeSession(page, await apiLogin(PAID));
  await page.goto(`${base()}/watch/${eps.mediaId}/${eps.paid.at(-1)}`);
  await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) > 11);
  // The slider's area: react-aria's group, whose one child holds the track and the preview.
  return page.getByRole('group', { name: 'Гүйлгэх' }).locator(':scope > div').first();
}

/** The preview as a person sees it: the frame's tile and position, and the time under it. */
function readPreview(page: Page) {
  return page.evaluate(() => {
    const tile = document.querySelector<HTMLElement>('[data-seek-thumbnail]');
    const style = tile ? getComputedStyle(tile) : null;
    const frame = tile?.parentElement?.getBoundingClientRect();
    return {
      image: style?.backgroundImage ?? null,
      position: style?.backgroundPosition ?? null,
      label: tile?.closest('[aria-hidden="true"]')?.textContent ?? null,
      frameWidth: frame?.width ?? 0,
      frameHeight: frame?.height ?? 0,
    };
  });
}

describe('seek-bar thumbnails', () => {
  it('shows the frame and time under the mouse, and while dragging, without moving anything', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const tilesAsked: string[] = [];
    page.on('request', (r) => {
      if (/\/thumb-\d+\.jpg$/.test(new URL(r.url()).pathname)) tilesAsked.push(r.url());
    });
    const zone = await openEpisode(page);
    // Starting the video costs no tile: they are fetched only when a preview needs one.
    expect(tilesAsked).toEqual([]);
    const box = (await zone.boundingBox())!;
    const play = page.getByRole('button', { name: 'Тоглуулах', exact: true }).last();
    const before = await play.boundingBox();
    const tile = page.waitForResponse((r) => SIGNED_TILE.test(new URL(r.url()).pathname));

    // 62.5 % of 12 s is 7.5 s: the second tile, its second frame (160 px in, top row).
    await page.mouse.move(box.x + box.width * 0.625, box.y + box.height / 2);
    await page.locator('[data-seek-thumbnail]').waitFor();
    const response = await tile;
    expect(response.status()).toBe(200);
    expect(SIGNED_TILE.exec(new URL(response.url()).pathname)?.[1]).toBe('2');
    await expect
      .poll(() => readPreview(page))
      .toMatchObject({
        position: '-160px 0px',
        label: '00:07',
        frameWidth: 160,
        frameHeight: 90,
      });
    expect((await readPreview(page)).image).toMatch(/^url\(".*\/thumb-2\.jpg"\)$/);
    expect(await play.boundingBox()).toEqual(before);
    if (shots) await page.screenshot({ path: '/tmp/seek-thumbnail-hover.png' });

    // Dragging: the preview follows the thumb. 25 % is 3 s: first tile, first frame of row two.
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await expect
      .poll(() => readPreview(page))
      .toMatchObject({
        position: '0px -90px',
        label: '00:03',
      });
    expect((await readPreview(page)).image).toMatch(/\/thumb-1\.jpg"\)$/);
    await page.mouse.up();
    await page.waitForFunction(() => {
      const t = document.querySelector('video')?.currentTime ?? 0;
      return t >= 2.5 && t <= 3.5;
    });

    // Away from the bar, the preview goes.
    await page.mouse.move(box.x + box.width / 2, box.y - 200);
    await page.locator('[data-seek-thumbnail]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows it while the slider is stepped with the arrow keys, and hides it on leaving', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await openEpisode(page);
    const slider = page.getByRole('slider', { name: 'Гүйлгэх', exact: true });
    await slider.focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => readPreview(page))
      .toMatchObject({ label: '00:12', position: '-320px -90px' });
    await page.keyboard.press('Tab');
    await page.locator('[data-seek-thumbnail]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a finger dragging along the bar on a phone', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'mn-MN',
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const zone = await openEpisode(page);
    const box = (await zone.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x, y }],
      });

    await touch('touchStart', box.x + box.width * 0.1);
    for (const share of [0.3, 0.5, 0.75]) await touch('touchMove', box.x + box.width * share);
    // 75 % of 12 s is 9 s: second tile, first frame of row two. The tile comes a moment after
    // the time (dash.js answers asynchronously), and 3.6 s on the way was the same place in
    // the first tile: wait for all of it.
    await expect
      .poll(() => readPreview(page))
      .toMatchObject({
        position: '0px -90px',
        label: '00:09',
        frameWidth: 120,
        image: expect.stringMatching(/\/thumb-2\.jpg"\)$/),
      });
    if (shots) await page.screenshot({ path: '/tmp/seek-thumbnail-phone.png' });
    // The framed preview stays inside the player.
    const frame = (await page.locator('[data-seek-thumbnail]').locator('..').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(PHONE.width);
    await touch('touchEnd');
    await page.locator('[data-seek-thumbnail]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
