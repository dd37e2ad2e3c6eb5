import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSource } from '../server/ingest-media-fixtures';
import { newPage } from './browser';
import { openEpisodeInStudio, startIngestRig, type IngestRig } from './ingest-session';
import { loginViaApi, registerViaApi, storeSession, unusedPhone, type ApiSession } from './session';
import { choose, playAndAdvance, videoTime } from './watch-helpers';

/*
 * Issue 33's "Done means", the viewer's half after the editor's upload (decision 065): once the
 * upper job has made 720p and 1080p, a viewer switches to each and the segments asked for are
 * that rendition's; an SRT uploaded in the subtitle panel is shown at its time; the seek bar's
 * preview comes from the transcoded title's own tiles; and a paid title's transcoded segment is
 * refused without its signature. The tests run in order: the first is the editor's work the
 * others watch.
 */

/** Two cues at distinct times, with words no sample subtitle has. */
const CUES = [
  { start: 1, end: 2.5, text: 'Тестийн хадмал нэг' },
  { start: 3.5, end: 5, text: 'Тестийн хадмал хоёр' },
];
const srtTime = (s: number) => `00:00:0${Math.floor(s)},${String((s % 1) * 1000).padStart(3, '0')}`;
const SRT = CUES.map(
  (cue, i) => `${i + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`,
).join('\n');

/** The demo viewer with a subscription (server/seed/users.ts). */
const PAID = { phone: '99119911', pin: '2580' };

let rig: IngestRig;
let viewer: ApiSession;
let episode: { id: number; media_id: number };

beforeAll(async () => {
  rig = await startIngestRig();
  viewer = await registerViaApi(rig.server.url, await unusedPhone(rig.server.url), {
    first: 'Үзэгч',
    last: 'Хоёр',
  });
  const db = rig.db();
  episode = db
    .prepare(
      "SELECT id, media_id FROM episodes WHERE is_free = 1 AND publish_state = 'published' ORDER BY id LIMIT 1",
    )
    .get() as { id: number; media_id: number };
  db.close();
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

/** A segment of this title's own encode: `/media/<class>/e<id>/v<upload>-<job>/chunk-v<h>-…`. */
const ownSegment = (cls: 'free' | 'paid', id: number) =>
  new RegExp(`/${cls}/e${id}/v\\d+-[0-9a-f]{8}/chunk-v(\\d+)-\\d+\\.m4s$`);

async function watch(
  session: ApiSession,
  ep: { id: number; media_id: number },
  listen?: (page: Page) => void,
) {
  const watching = await newPage(rig.browser);
  listen?.(watching.page);
  await watching.page.goto(`${rig.server.url}/faq`);
  await storeSession(watching.page, session);
  await watching.page.goto(`${rig.server.url}/watch/${ep.media_id}/${ep.id}`);
  return watching;
}

/** K pauses and plays (YouTube's key, use-player-shortcuts.ts). */
async function pressK(page: Page, paused: boolean) {
  await page.keyboard.press('k');
  await page.waitForFunction((p) => document.querySelector('video')?.paused === p, paused);
}

/**
 * Pauses, does what the viewer does in a menu, and plays again from the start (the seek bar's
 * Home key): the title is 6 s, shorter than a menu can take on a busy machine.
 */
async function pausedWhile(page: Page, act: () => Promise<void>) {
  await pressK(page, true);
  await act();
  const slider = page.getByRole('slider', { name: 'Гүйлгэх', exact: true });
  // Pressed again until it holds: a busy page may still be moving focus as the menu closes.
  await expect
    .poll(
      async () => {
        await slider.press('Home');
        return videoTime(page);
      },
      { timeout: 30_000 },
    )
    .toBeLessThan(0.5);
  // The button, not K: the focused slider keeps its keys.
  await page.getByRole('region', { name: 'Видео тоглуулагч' }).hover();
  await page.getByRole('button', { name: 'Тоглуулах', exact: true }).first().click();
  await page.waitForFunction(() => document.querySelector('video')?.paused === false);
}

describe('after the editor uploads, a viewer watches in every quality', () => {
  it('the editor uploads the video and an SRT; the studio shows every quality ready', async () => {
    const source = path.join(rig.dir, 'бүх-чанар.mp4');
    makeSource(source, { width: 1920, height: 1080, seconds: 6, languages: ['mon', 'eng'] });
    const srt = path.join(rig.dir, 'хадмал.srt');
    fs.writeFileSync(srt, SRT);

    const studio = await openEpisodeInStudio(rig, episode.id);
    await studio.panel.getByLabel('Файл сонгох').setInputFiles(source);
    await studio.panel.getByText('Бүх чанар бэлэн боллоо.').waitFor({ timeout: 240_000 });

    const subtitles = studio.page.getByRole('region', { name: 'Хадмал орчуулга (SRT, WebVTT)' });
    await subtitles.getByLabel('Хэл').selectOption('en');
    await subtitles.getByLabel('Файл сонгох').setInputFiles(srt);
    await subtitles.getByText('Хадгалагдлаа.').waitFor({ timeout: 60_000 });
    expect(studio.errors).toEqual([]);
    await studio.close();
  }, 300_000);

  it('switches to 720p and 1080p: the segments asked for change, the time goes on', async () => {
    const heights: string[] = [];
    const own = ownSegment('free', episode.id);
    const { page, errors, context } = await watch(viewer, episode, (p) =>
      p.on('request', (r) => {
        const match = own.exec(new URL(r.url()).pathname);
        if (match) heights.push(match[1]!);
      }),
    );
    await playAndAdvance(page, 0.5);
    for (const height of ['720', '1080']) {
      const asked = heights.length;
      await pausedWhile(page, () => choose(page, 'Чанар', `${height}p`));
      await page.waitForFunction(
        (h) => document.querySelector('video')?.dataset.quality === h,
        height,
      );
      await vi.waitFor(() => expect(heights.slice(asked)).toContain(height), { timeout: 20_000 });
      const at = await videoTime(page);
      await page.waitForFunction(
        (t) => (document.querySelector('video')?.currentTime ?? 0) > t + 0.5,
        at,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the uploaded subtitle cue by cue at its time', async () => {
    const { page, errors, context } = await watch(viewer, episode);
    await playAndAdvance(page, 0.2);
    await pausedWhile(page, () => choose(page, 'Хадмал', 'Англи'));
    for (const cue of CUES) {
      const shown = await page.waitForFunction(
        (text) =>
          document.querySelector('[data-captions]')?.textContent?.includes(text)
            ? document.querySelector('video')!.currentTime
            : null,
        cue.text,
        { timeout: 20_000 },
      );
      const at = (await shown.jsonValue()) as number;
      expect(at).toBeGreaterThanOrEqual(cue.start);
      expect(at).toBeLessThan(cue.end + 0.5);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('previews the seek bar from the title’s own thumbnail tiles', async () => {
    const tiles = new Map<string, number>();
    // A viewer new to the episode: one who watched it before resumes near the end of its 6 s,
    // and on a busy machine it ended (and the next episode began) before the pause landed.
    const newcomer = await registerViaApi(rig.server.url, await unusedPhone(rig.server.url), {
      first: 'Үзэгч',
      last: 'Гурав',
    });
    const { page, errors, context } = await watch(newcomer, episode, (p) =>
      p.on('response', (r) => {
        if (/\/thumb-\d+\.jpg$/.test(r.url())) tiles.set(r.url(), r.status());
      }),
    );
    // Played from the start, then paused, as a viewer does before looking along the bar.
    await playAndAdvance(page, 0.2);
    await pressK(page, true);
    const zone = page.getByRole('group', { name: 'Гүйлгэх' }).locator(':scope > div').first();
    const own = new RegExp(
      `^url\\("(.*/media/free/e${episode.id}/v\\d+-[0-9a-f]{8}/thumb-\\d+\\.jpg)"\\)$`,
    );
    // As a viewer does when no frame shows yet: the pointer moves a little over the bar again
    // (on a busy machine the first move can come before the bar takes pointer events).
    let nudge = 0;
    let shownImage: string | null = null;
    const image = async () => {
      const box = (await zone.boundingBox())!;
      nudge = 1 - nudge;
      await page.mouse.move(box.x + box.width * 0.6 + nudge * 3, box.y + box.height / 2, {
        steps: 3,
      });
      shownImage = await page.evaluate(() => {
        const shown = document.querySelector<HTMLElement>('[data-seek-thumbnail]');
        return shown ? getComputedStyle(shown).backgroundImage : null;
      });
      return shownImage;
    };
    try {
      await expect.poll(image, { timeout: 20_000 }).toMatch(own);
    } catch (error) {
      // Say what the viewer had in front of them: a timeout alone tells nothing.
      const state = await page.evaluate(() => {
        const v = document.querySelector('video');
        const preview = document.querySelector('[aria-hidden="true"][style*="left"]');
        return {
          video: v && { time: v.currentTime, paused: v.paused, ended: v.ended },
          preview: preview?.outerHTML.slice(0, 300) ?? null,
          under: document
            .elementFromPoint(innerWidth * 0.6, innerHeight - 40)
            ?.outerHTML.slice(0, 200),
        };
      });
      throw new Error(`no thumbnail tile shown: ${JSON.stringify(state)}`, { cause: error });
    }
    // The style names the tile before the browser has it: wait for its answer.
    const url = own.exec(shownImage!)![1]!;
    await vi.waitFor(() => expect(tiles.get(url)).toBe(200), { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a paid title’s own encode', () => {
  it('is played signed, and its segment is refused without the signature', async () => {
    const db = rig.db();
    const paid = db
      .prepare(
        "SELECT id, media_id FROM episodes WHERE is_free = 0 AND publish_state = 'published' AND media_id = ? ORDER BY id DESC LIMIT 1",
      )
      .get(episode.media_id) as { id: number; media_id: number };
    db.close();
    const source = path.join(rig.dir, 'төлбөртэй.mp4');
    makeSource(source, { width: 854, height: 480, seconds: 3, languages: ['mon'] });
    const studio = await openEpisodeInStudio(rig, paid.id);
    await studio.panel.getByLabel('Файл сонгох').setInputFiles(source);
    await studio.panel
      .getByText(/480p бэлэн боллоо|Бүх чанар бэлэн боллоо/)
      .waitFor({ timeout: 180_000 });
    await studio.close();

    const session = await loginViaApi(rig.server.url, PAID.phone, PAID.pin);
    const { page, errors, context } = await watch(session, paid);
    const own = ownSegment('paid', paid.id);
    const signed = page.waitForResponse((r) => own.test(new URL(r.url()).pathname));
    await playAndAdvance(page, 0.5);
    const response = await signed;
    expect(response.status()).toBe(200);
    const signedPath = new URL(response.url()).pathname;
    // `/media/s/<expiry>/<user>/<signature>/paid/…` without its signing part.
    const unsigned = signedPath.replace(/^\/media\/s\/\d+\/\d+\/[A-Za-z0-9_-]+\//, '/media/');
    expect(unsigned).toMatch(/^\/media\/paid\//);
    const statuses = await page.evaluate(
      async (urls) =>
        Promise.all(urls.map(async (url) => (await fetch(url, { cache: 'no-store' })).status)),
      [signedPath, unsigned],
    );
    expect(statuses).toEqual([200, 403]);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
