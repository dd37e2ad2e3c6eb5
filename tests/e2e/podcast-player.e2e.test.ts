import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { texts } from '../../src/lib/texts';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { loginViaApi, storeSession } from './session';
import { injectScript } from './inject-script';
import { animationsFinished, appRunning } from './settled';

/*
 * The podcast player as a listener meets it, in Chromium against the real server and its
 * 20-second sample tracks: playback that survives in-app navigation, the lock screen's view
 * (Media Session metadata and handlers), the next track after an end, the 0-days refusal,
 * and the resume position after a reload; on a 390 px phone and a 1280 px desktop.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const shots = process.env.SCREENSHOTS === '1';
const base = () => inject('baseUrl');

const BAR = 'Подкаст тоглуулагч';
const NEXT_REFUSED = 'Дараагийн дугаарыг сонсохын тулд эрхээ сунгана уу.';
const PREVIOUS_REFUSED = 'Өмнөх дугаарыг сонсохын тулд эрхээ сунгана уу.';

interface Track {
  id: number;
  title: string;
  creator: string;
  audio: string;
}
interface Podcast {
  id: number;
  title: string;
  tracks: Track[];
}

let browser: Browser;
let show: Podcast;

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: boolean; data: T };
  expect(json.status, path).toBe(true);
  return json.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const list = await api<{ data: { id: number; track_count: number }[] }>('/api/m/podcasts');
  const id = list.data.find((p) => p.track_count >= 4)?.id;
  expect(id).toBeDefined();
  show = await api<Podcast>(`/api/m/podcast/${id}`);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page logged in as `phone` (token and user id written to idb-keyval's store before the app
 * loads, as the app itself keeps them), with Media Session's handlers captured as registered.
 */
async function openAs(
  viewport: { width: number; height: number },
  phone: string,
  pin: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const session = await loginViaApi(base(), phone, pin);
  const context = await browser.newContext({ viewport, locale: 'mn-MN', serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    const captured: Record<string, MediaSessionActionHandler> = {};
    Object.defineProperty(window, '__mediaHandlers', { value: captured });
    const session = navigator.mediaSession;
    const register = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      if (handler) captured[action] = handler;
      else delete captured[action];
      register(action, handler);
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base()}/api/m/podcasts`);
  await storeSession(page, session);
  return { context, page, errors };
}

interface AudioState {
  trackId: string | null;
  time: number;
  paused: boolean;
  same: boolean;
}

/** The one <audio>; `same` says it is still the element first seen (never re-created). */
const audioState = (page: Page) =>
  page.evaluate<AudioState>(() => {
    const audio = document.querySelectorAll('audio');
    const first = audio[0];
    const w = window as unknown as { __firstAudio?: HTMLAudioElement };
    w.__firstAudio ??= first;
    return {
      trackId: first?.dataset.trackId ?? null,
      time: first?.currentTime ?? 0,
      paused: first?.paused ?? true,
      same: audio.length === 1 && w.__firstAudio === first,
    };
  });

/** Playback went on: the same element, playing, further along (or already on a later track). */
async function expectAdvancing(page: Page, before: AudioState) {
  await page.waitForFunction(
    ([id, time]) => {
      const audio = document.querySelector('audio');
      if (!audio || audio.paused) return false;
      return audio.dataset.trackId !== id || audio.currentTime > time + 0.25;
    },
    [before.trackId, before.time] as const,
    { timeout: 10_000 },
  );
  const after = await audioState(page);
  expect(after.same).toBe(true);
  expect(after.paused).toBe(false);
  return after;
}

const bar = (page: Page) => page.getByRole('region', { name: BAR });

async function openShowAndPlay(page: Page, index: number) {
  await page.goto(`${base()}/podcast/detail/${show.id}`);
  await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
  // The heading is the server's first view; its buttons answer once the app has taken it over.
  await appRunning(page);
  const track = show.tracks[index]!;
  await page.getByRole('button', { name: `Тоглуулах: ${track.title}`, exact: true }).click();
  await bar(page).getByText(track.title, { exact: true }).waitFor();
  await page.waitForFunction(
    (id) => {
      const audio = document.querySelector('audio');
      return audio?.dataset.trackId === id && !audio.paused && audio.currentTime > 0;
    },
    String(track.id),
    { timeout: 15_000 },
  );
}

const mediaHandler = (page: Page, action: string, details: Record<string, unknown> = {}) =>
  page.evaluate(
    ([name, extra]) => {
      const handlers = (
        window as unknown as { __mediaHandlers: Record<string, (d: object) => void> }
      ).__mediaHandlers;
      const handler = handlers[name];
      if (!handler) throw new Error(`no ${name} handler`);
      handler({ action: name, ...extra });
    },
    [action, details] as const,
  );

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

async function barViolations(page: Page): Promise<string[]> {
  await injectScript(page, axePath);
  const result = await page.evaluate<AxeResult>(
    `axe.run({ include: [['section[aria-label="${BAR}"]']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

it('serves the podcast audio with HTTP Range, so seeking works', async () => {
  const url = new URL(show.tracks[0]!.audio, base()).href;
  const response = await fetch(url, { headers: { Range: 'bytes=100-1099' } });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toMatch(/^bytes 100-1099\/\d+$/);
  expect((await response.arrayBuffer()).byteLength).toBe(1000);
});

describe('podcast player on a 1280 px desktop (30 days)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openAs(DESKTOP, '99119911', '2580'));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('keeps playing through five in-app route changes', async () => {
    await openShowAndPlay(page, 0);
    let state = await audioState(page);
    const footer = page.getByRole('contentinfo');
    const nav = page.getByRole('banner');
    const steps: Array<[() => Promise<void>, RegExp]> = [
      [() => footer.getByRole('link', { name: texts.footer.about }).click(), /\/content\/47$/],
      [() => footer.getByRole('link', { name: texts.footer.faq }).click(), /\/faq$/],
      [() => footer.getByRole('link', { name: texts.footer.contact }).click(), /\/contact$/],
      [
        () => nav.getByRole('link', { name: texts.nav.newsletter, exact: true }).click(),
        /\/news-letter$/,
      ],
      [() => nav.getByRole('link', { name: texts.nav.home, exact: true }).click(), /\/$/],
    ];
    for (const [go, url] of steps) {
      await go();
      await page.waitForURL(url);
      state = await expectAdvancing(page, state);
      await bar(page).waitFor();
    }
    if (shots) {
      // A keyboard user's focus ring on a control of the bar.
      await bar(page).getByRole('button', { name: 'Дараагийн анги', exact: true }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.screenshot({ path: '/tmp/podcast-player-desktop.png' });
    }
    expect(await barViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells the lock screen what plays, and its next and seek handlers move playback', async () => {
    await openShowAndPlay(page, 0);
    const first = show.tracks[0]!;
    // Metadata is set when the track loads; the playing state follows once audio starts.
    await page.waitForFunction(
      (album) =>
        navigator.mediaSession.metadata?.album === album &&
        navigator.mediaSession.playbackState === 'playing',
      show.title,
    );
    const metadata = await page.evaluate(() => {
      const m = navigator.mediaSession.metadata!;
      return {
        title: m.title,
        artist: m.artist,
        sizes: m.artwork.map((a) => a.sizes),
        state: navigator.mediaSession.playbackState,
      };
    });
    expect(metadata).toEqual({
      title: first.title,
      artist: first.creator,
      sizes: ['96x96', '192x192', '512x512'],
      state: 'playing',
    });

    await mediaHandler(page, 'seekto', { seekTime: 12 });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) >= 12);
    await bar(page)
      .getByText(/ 0:1[23]$/)
      .waitFor();

    await mediaHandler(page, 'nexttrack');
    const second = show.tracks[1]!;
    await bar(page).getByText(second.title, { exact: true }).waitFor();
    await page.waitForFunction((id) => {
      const audio = document.querySelector('audio');
      return audio?.dataset.trackId === id && !audio.paused && audio.currentTime < 5;
    }, String(second.id));
    await page.waitForFunction(
      (title) => navigator.mediaSession.metadata?.title === title,
      second.title,
    );
    expect(errors).toEqual([]);
  });

  it('lists the queue with the current track marked, and a pick plays it; speed and sleep', async () => {
    await openShowAndPlay(page, 0);
    await bar(page).getByRole('button', { name: 'Дараалал', exact: true }).click();
    const queue = page.getByRole('dialog', { name: 'Дараалал' });
    const items = queue.getByRole('listitem');
    expect(await items.count()).toBe(show.tracks.length);
    expect(await items.nth(0).getByRole('button').getAttribute('aria-current')).toBe('true');
    if (shots) {
      await animationsFinished(page);
      await page.screenshot({ path: '/tmp/podcast-player-queue.png' });
    }
    const third = show.tracks[2]!;
    await queue.getByRole('button', { name: new RegExp(third.title) }).click();
    await queue.waitFor({ state: 'detached' });
    await page.waitForFunction((id) => {
      const audio = document.querySelector('audio');
      return audio?.dataset.trackId === id && !audio.paused;
    }, String(third.id));

    await bar(page).getByRole('button', { name: 'Тоглуулах хурд: 1×', exact: true }).click();
    await page.getByRole('menuitemradio', { name: '1.5×', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('audio')?.playbackRate === 1.5);
    await bar(page).getByRole('button', { name: 'Тоглуулах хурд: 1.5×', exact: true }).waitFor();

    await bar(page).getByRole('button', { name: 'Унтах цаг', exact: true }).click();
    if (shots) await page.screenshot({ path: '/tmp/podcast-player-sleep.png' });
    await page.getByRole('menuitem', { name: '15 минут', exact: true }).click();
    await bar(page)
      .getByRole('button', { name: /^Унтах цаг: 1[45]:\d\d үлдсэн$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Унтах цагийг цуцлах', exact: true }).click();
    await bar(page).getByRole('button', { name: 'Унтах цаг', exact: true }).waitFor();

    // Back to normal speed for the tests that follow (the choice is remembered).
    await bar(page).getByRole('button', { name: 'Тоглуулах хурд: 1.5×', exact: true }).click();
    await page.getByRole('menuitemradio', { name: '1×', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('audio')?.playbackRate === 1);
    expect(errors).toEqual([]);
  });

  it('starts the next track when one ends', async () => {
    await openShowAndPlay(page, 2);
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      audio.currentTime = audio.duration - 0.5;
    });
    const next = show.tracks[3]!;
    await page.waitForFunction(
      (id) => {
        const audio = document.querySelector('audio');
        return audio?.dataset.trackId === id && !audio.paused && audio.currentTime > 0;
      },
      String(next.id),
      { timeout: 15_000 },
    );
    await bar(page).getByText(next.title, { exact: true }).waitFor();
  });

  it('after a reload comes back paused at the saved position, and plays on from there', async () => {
    await openShowAndPlay(page, 1);
    const track = show.tracks[1]!;
    await mediaHandler(page, 'seekto', { seekTime: 8 });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) >= 8);
    await bar(page).getByRole('button', { name: 'Түр зогсоох', exact: true }).click();
    const saved = await page.evaluate(
      (key) =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const request = open.result.transaction('keyval').objectStore('keyval').get(key);
            request.onsuccess = () => resolve(request.result);
          };
        }),
      `podcast.pos.${track.id}`,
    );
    expect(saved).toBeGreaterThanOrEqual(8);
    expect(saved).toBeLessThan(9.5);

    await page.reload();
    await bar(page).getByText(track.title, { exact: true }).waitFor();
    await page.waitForFunction((at) => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.paused && Math.abs(audio.currentTime - at) < 0.2;
    }, saved as number);
    await bar(page)
      .getByText(/ 0:08$/)
      .waitFor();
    await bar(page).getByRole('button', { name: 'Тоглуулах', exact: true }).click();
    await page.waitForFunction((at) => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > at + 0.3;
    }, saved as number);
    expect(errors).toEqual([]);
  });
});

describe('podcast player on a 390 px phone', () => {
  it('sits right above the bottom menu, pads the page by its height, with thumb-sized buttons', async () => {
    const { context, page, errors } = await openAs(PHONE, '99119911', '2580');
    await openShowAndPlay(page, 0);
    // Measured once the bar has slid into place.
    await page.evaluate(
      (label) =>
        Promise.all(
          document
            .querySelector(`section[aria-label="${label}"]`)!
            .getAnimations()
            .map((a) => a.finished),
        ),
      BAR,
    );
    const geometry = await page.evaluate((label) => {
      const bar = document.querySelector(`section[aria-label="${label}"]`)!.getBoundingClientRect();
      const menu = document.querySelector('nav[aria-label="Доод цэс"]')!.getBoundingClientRect();
      return {
        barTop: bar.top,
        barBottom: bar.bottom,
        barHeight: bar.height,
        menuTop: menu.top,
        padding: parseFloat(getComputedStyle(document.body).paddingBottom),
        width: bar.width,
      };
    }, BAR);
    expect(geometry.barBottom).toBeLessThanOrEqual(geometry.menuTop + 0.5);
    expect(geometry.menuTop - geometry.barBottom).toBeLessThan(1);
    expect(geometry.padding).toBeCloseTo(geometry.barHeight, 0);
    expect(geometry.width).toBe(PHONE.width);
    // Every control a thumb needs is at least 40 px.
    const small = await bar(page)
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.width < 40 || r.height < 40)
            .length,
      );
    expect(small).toBe(0);
    if (shots) await page.screenshot({ path: '/tmp/podcast-player-phone.png' });

    expect(await barViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays on through route changes from the bottom menu', async () => {
    const { context, page, errors } = await openAs(PHONE, '99119911', '2580');
    await openShowAndPlay(page, 0);
    let state = await audioState(page);
    const menu = page.getByRole('navigation', { name: 'Доод цэс' });
    for (const [name, url] of [
      [texts.nav.home, /\/$/],
      [texts.nav.newsletter, /\/news-letter$/],
      [texts.nav.podcast, /\/podcast$/],
    ] as const) {
      await menu.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(url);
      state = await expectAdvancing(page, state);
    }
    expect(await barViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses next and previous for a user with 0 days, and says why', async () => {
    const { context, page, errors } = await openAs(PHONE, '88118811', '3691');
    await page.goto(`${base()}/`);
    // Signed in: the header's account button (the notifications button opens a dialog too).
    await page.getByRole('banner').getByRole('button', { name: /ID:/ }).waitFor();
    await openShowAndPlay(page, 1);
    const track = show.tracks[1]!;

    await bar(page).getByRole('button', { name: 'Дараагийн анги', exact: true }).click();
    await page.getByRole('status').getByText(NEXT_REFUSED, { exact: true }).waitFor();
    await bar(page).getByRole('button', { name: 'Өмнөх анги', exact: true }).click();
    await page.getByRole('status').getByText(PREVIOUS_REFUSED, { exact: true }).waitFor();
    if (shots) await page.screenshot({ path: '/tmp/podcast-player-refused.png' });

    await mediaHandler(page, 'nexttrack');
    const state = await audioState(page);
    expect(state.trackId).toBe(String(track.id));
    expect(state.paused).toBe(false);
    await bar(page).getByText(track.title, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
