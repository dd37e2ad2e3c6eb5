import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageVariants } from '../../contract/image-variants';
import { imagePaths } from '../../contract/studio/image-paths';
import { createDb } from '../../server/db/client';
import type { Database as Schema } from '../../server/db/schema';
import { grantRole } from '../../server/domain/staff-roles';
import { IMAGE_CACHE } from '../../contract/device-storage';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newPage,
  waitForCached,
  waitForServiceWorker,
} from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, stepUpViaApi, unusedPhone } from './session';

/*
 * A poster uploaded in the studio (docs/decisions/054-studio-images.md) as the studio uploads it,
 * then the home page in real Chromium: a phone fetches the 160 px file, a desktop the 320 px
 * one, and neither the 480 px original width. The server is this file's own: every title's
 * poster is changed.
 */

let server: RunningServer;
let db: Kysely<Schema>;
let browser: Browser;
let poster: string;

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { status: boolean; data: T; msg?: string };
  if (!response.ok || !body.status) throw new Error(`${what}: ${response.status} ${body.msg}`);
  return body.data;
}

/** An editor stepped up with the SMS code, as the studio app does. */
async function editorToken(): Promise<string> {
  const phone = await unusedPhone(server.url);
  const user = await registerViaApi(server.url, phone, { first: 'Зураг', last: 'Засварлагч' });
  await grantRole(db, { userId: user.id, role: 'editor', by: null, now: Date.now() });
  return stepUpViaApi(server.url, user);
}

beforeAll(async () => {
  // The file is opened here, so the server must use SQLite whatever the environment says.
  server = await startServer({ DATABASE_URL: '' });
  db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
  browser = await launchBrowser();

  const png = await sharp({
    create: { width: 1200, height: 1800, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
  form.append('kind', 'poster');
  const uploaded = await json<{ url: string; widths: number[] }>(
    await fetch(server.url + imagePaths.studioImageUpload.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await editorToken()}` },
      body: form,
    }),
    'upload',
  );
  expect(uploaded.widths).toEqual([160, 320, 480]);
  poster = uploaded.url;
  // What the studio's title form will save; before any page is read, so no cache holds the old.
  await db.updateTable('media').set({ image1: poster }).execute();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await server?.stop();
});

/**
 * The uploaded files the home page asked for at a viewport, in a fresh browser profile, and the
 * one a poster card drew (`currentSrc`).
 */
async function postersRequested(viewport: {
  width: number;
  height: number;
}): Promise<{ asked: string[]; chosen: string }> {
  const { context, page } = await newPage(browser, viewport);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/images/')) asked.add(pathname);
  });
  try {
    await page.goto(`${server.url}/`);
    await page.locator(`img[src="${poster}"]`).first().waitFor();
    await vi.waitFor(() => expect(asked.size).toBeGreaterThan(0), { timeout: 30_000 });
    // Each card shows the poster it chose, loaded.
    await page.waitForFunction(
      (src) =>
        [...document.querySelectorAll<HTMLImageElement>(`img[src="${src}"]`)].some(
          (img) => img.complete && img.currentSrc !== '',
        ),
      poster,
    );
    const chosen = await page
      .locator(`img[src="${poster}"]`)
      .first()
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(asked).toContain(chosen);
    return { asked: [...asked], chosen };
  } finally {
    await context.close();
  }
}

describe('a studio poster on the home page', () => {
  const byWidth = () => new Map(imageVariants(poster)!.map((v) => [v.width, v.url]));

  it('a phone draws and downloads the 160 px poster and nothing wider', async () => {
    const { asked, chosen } = await postersRequested(PHONE);
    expect(chosen).toBe(byWidth().get(160));
    expect(asked).toEqual([byWidth().get(160)]);
  });

  it('a desktop draws and downloads the 320 px poster, not the 480 px one', async () => {
    const { asked, chosen } = await postersRequested(DESKTOP);
    expect(chosen).toBe(byWidth().get(320));
    expect(asked).toEqual([byWidth().get(320)]);
  });

  it("the worker's image cache keeps the width a phone chose, for a visit offline", async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      // A new tab, controlled from its start: its images go through the worker's cache-first route.
      const next = await context.newPage();
      const throughWorker = new Set<string>();
      next.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/uploads/images/') && response.fromServiceWorker()) {
          throughWorker.add(pathname);
        }
      });
      await next.goto(`${server.url}/`);
      const small = byWidth().get(160)!;
      await vi.waitFor(() => expect([...throughWorker]).toEqual([small]), { timeout: 30_000 });
      // Polled from the test: waitForFunction takes an async check's promise as passed at once.
      await waitForCached(next, IMAGE_CACHE, [small]);
      await context.setOffline(true);
      await next.reload();
      // Drawn from the worker's copy with no network (naturalWidth is 0 for a failed load).
      await next.waitForFunction(
        ({ src, chosen }) =>
          [...document.querySelectorAll<HTMLImageElement>(`img[src="${src}"]`)].some(
            (img) =>
              img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname === chosen,
          ),
        { src: poster, chosen: small },
        { timeout: 30_000 },
      );
    } finally {
      await context.close();
    }
  });
});
