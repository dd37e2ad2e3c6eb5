import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEpisodeWithTheme, THEME_SECONDS } from '../server/intro-audio-fixtures';
import { DESKTOP, launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';
import { signInToStudio, staffCommand } from './studio-session';
import { playAndAdvance } from './watch-helpers';

/*
 * Issue 33's markers (decision 066), as an editor and a viewer meet them: two episodes of a
 * series share a 25 s theme (at 5 s and 17 s, made by ffmpeg here); the editor asks for the
 * season's intro suggestion, sees it on the episode's timeline, puts it into the intro and saves;
 * a viewer watching that episode is offered "Эхлэлийг алгасах" inside it, and the skip lands
 * past its end.
 */

const OFFSETS = [5, 17];

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
let viewer: RegisteredUser;
let mediaId: number;
let episodes: number[];
/** An episode still playing the demo's sample, whose manifest has the thumbnail tiles. */
let sampleEpisode: number;

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '', JOBS_POLL_MS: '200' });
  browser = await launchBrowser();
  editor = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Редактор',
    last: 'Эхлэл',
  });
  await staffCommand(server, 'grant', editor.phone, 'editor');
  viewer = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Үзэгч',
    last: 'Алгасагч',
  });
  const db = new Database(path.join(server.dataDir, 'app.sqlite'));
  const series = db
    .prepare(
      `SELECT media_id FROM episodes WHERE is_free = 1 AND publish_state = 'published'
       GROUP BY media_id HAVING COUNT(*) >= 2 ORDER BY media_id LIMIT 1`,
    )
    .get() as { media_id: number };
  mediaId = series.media_id;
  episodes = (
    db
      .prepare(
        `SELECT id FROM episodes WHERE media_id = ? AND is_free = 1 AND publish_state = 'published'
         ORDER BY number, id LIMIT 2`,
      )
      .all(mediaId) as { id: number }[]
  ).map((e) => e.id);
  for (const [i, id] of episodes.entries()) {
    // What a transcode leaves: the episode's own folder in place of the demo's shared sample.
    const folder = path.join(server.dataDir, 'media', 'free', `e${id}`);
    if (fs.lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(folder);
    makeEpisodeWithTheme(folder, { seed: 3 + i * 4, before: OFFSETS[i]!, video: true });
    db.prepare(
      `UPDATE episodes SET vid1 = ?, vid2 = NULL, vid3 = NULL, duration_sec = ?,
         recap_start_sec = NULL, recap_end_sec = NULL, intro_start_sec = NULL,
         intro_end_sec = NULL, credits_start_sec = NULL, credits_end_sec = NULL
       WHERE id = ?`,
    ).run(`/media/free/e${id}/manifest.mpd`, OFFSETS[i]! + THEME_SECONDS + 30, id);
    // The sample's sound and subtitle rows name files this folder does not have.
    db.prepare("DELETE FROM tracks WHERE owner_type = 'episode' AND owner_id = ?").run(id);
    db.prepare("DELETE FROM subtitles WHERE owner_type = 'episode' AND owner_id = ?").run(id);
  }
  sampleEpisode = (
    db
      .prepare(
        `SELECT id FROM episodes WHERE media_id = ? AND vid1 IS NOT NULL AND id NOT IN (?, ?)
         AND duration_sec >= 10 ORDER BY id LIMIT 1`,
      )
      .get(mediaId, episodes[0], episodes[1]) as { id: number }
  ).id;
  db.prepare(
    `UPDATE episodes SET recap_start_sec = NULL, recap_end_sec = NULL, intro_start_sec = NULL,
       intro_end_sec = NULL, credits_start_sec = NULL, credits_end_sec = NULL WHERE id = ?`,
  ).run(sampleEpisode);
  db.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const clock = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

describe('the suggested intro, confirmed and skipped', () => {
  it('is suggested, confirmed by the editor, then skipped by a viewer', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const first = episodes[0]!;
    await signInToStudio(page, server.url, editor, `/studio/catalogue/episodes/${first}`);
    await page.getByRole('group', { name: 'Цагийн шугам' }).waitFor();
    await page.getByRole('button', { name: 'Улирлын эхлэлийг санал болгуулах' }).click();
    const line = page.getByText(/^Санал болгосон эхлэл: \d\d:\d\d–\d\d:\d\d/);
    await line.waitFor({ timeout: 60_000 });
    const [, from = '', to = ''] = /(\d\d:\d\d)–(\d\d:\d\d)/.exec(await line.innerText()) ?? [];
    const toSec = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    const start = toSec(from);
    const end = toSec(to);
    expect(Math.abs(start - OFFSETS[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(end - (OFFSETS[0]! + THEME_SECONDS))).toBeLessThanOrEqual(1);

    // Nothing changes until the editor saves.
    const intro = () => {
      const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
      const row = db
        .prepare('SELECT intro_start_sec AS s, intro_end_sec AS e FROM episodes WHERE id = ?')
        .get(first) as { s: number | null; e: number | null };
      db.close();
      return row;
    };
    expect(intro()).toEqual({ s: null, e: null });
    await page.getByRole('button', { name: 'Саналыг эхлэлийн дуунд оруулах' }).click();
    expect(await page.getByLabel('Эхлэлийн дуу: эхлэх').inputValue()).toBe(clock(start));
    expect(await page.getByLabel('Эхлэлийн дуу: дуусах').inputValue()).toBe(clock(end));
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await page.getByText('Амжилттай хадгаллаа').waitFor();
    expect(intro()).toEqual({ s: start, e: end });
    await context.close();

    const watching = await newPage(browser, DESKTOP);
    await watching.page.goto(`${server.url}/faq`);
    await storeSession(watching.page, viewer);
    await watching.page.goto(`${server.url}/watch/${mediaId}/${first}`);
    const w = watching.page;
    await playAndAdvance(w, 0.5);
    await w.keyboard.press('k');
    await w.waitForFunction(() => document.querySelector('video')?.paused === true);
    await w.evaluate((t) => {
      document.querySelector('video')!.currentTime = t;
    }, start + 2);
    const skip = w.getByRole('button', { name: 'Эхлэлийг алгасах', exact: true });
    await skip.waitFor({ timeout: 15_000 });
    await skip.click();
    await w.waitForFunction(
      (e) => (document.querySelector('video')?.currentTime ?? 0) >= e - 0.1,
      end,
    );
    await skip.waitFor({ state: 'detached' });
    await watching.context.close();
  });

  it('sets a part from the playhead after a thumbnail, moves it by keys, and names a wrong one', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    await signInToStudio(page, server.url, editor, `/studio/catalogue/episodes/${sampleEpisode}`);
    const strip = page.getByRole('list', { name: 'Бичлэгийн зургууд' });
    await strip.waitFor({ timeout: 30_000 });
    const frame = strip.getByRole('button').nth(1);
    const label = (await frame.getAttribute('aria-label')) ?? '';
    const at = /^(\d\d:\d\d) руу очих$/.exec(label)?.[1] ?? '';
    expect(at).not.toBe('00:00');
    await frame.click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    await page.getByRole('button', { name: 'Эхлэлийн дуу: Эхлэлийг энд' }).click();
    const start = page.getByLabel('Эхлэлийн дуу: эхлэх');
    const end = page.getByLabel('Эхлэлийн дуу: дуусах');
    expect(await start.inputValue()).toBe(at);
    // An end before the start is named beside the field, and nothing is saved.
    await end.fill(at);
    await end.press('ArrowDown');
    const toSec = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    await expect.poll(async () => toSec(await end.inputValue())).toBe(toSec(at) - 1);
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await page.getByText('Дуусах цаг нь эхлэх цагаас хойно байх ёстой!').waitFor();
    await end.press('Shift+ArrowUp');
    expect(toSec(await end.inputValue())).toBe(toSec(at) + 9);
    await end.press('ArrowDown');
    await expect.poll(async () => toSec(await end.inputValue())).toBe(toSec(at) + 8);
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await page.getByText('Амжилттай хадгаллаа').waitFor();
    const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
    const row = db
      .prepare('SELECT intro_start_sec AS s, intro_end_sec AS e FROM episodes WHERE id = ?')
      .get(sampleEpisode);
    db.close();
    expect(row).toEqual({ s: toSec(at), e: toSec(at) + 8 });
    await context.close();
  });
});
