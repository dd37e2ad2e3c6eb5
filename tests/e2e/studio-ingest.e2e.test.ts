import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSource } from '../server/ingest-media-fixtures';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';
import { signInToStudio, staffCommand } from './studio-session';
import { choose, playAndAdvance } from './watch-helpers';

/*
 * Issue 33 wired (decision 065), as an editor and a viewer do it: the editor uploads a 1080p
 * file with Mongolian and English sound on a draft episode, reads what the probe found, waits
 * for 480p, publishes; a viewer's watch page plays the transcoded title (the time advances, the
 * segments come from the episode's own folder) and the English sound can be chosen. The server
 * runs the jobs beside itself, with x264's ultrafast preset.
 */

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
let viewer: RegisteredUser;
let dir: string;
let source: string;
let episode: { id: number; media_id: number };

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '', INGEST_PRESET: 'ultrafast', JOBS_POLL_MS: '200' });
  browser = await launchBrowser();
  editor = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Редактор',
    last: 'Видео',
  });
  await staffCommand(server, 'grant', editor.phone, 'editor');
  viewer = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Үзэгч',
    last: 'Нэг',
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-ingest-e2e-'));
  source = path.join(dir, 'анги.mp4');
  makeSource(source, { width: 1920, height: 1080, seconds: 4, languages: ['mon', 'eng'] });
  // A free episode made a draft: the editor publishes it once its 480p is ready.
  const db = new Database(path.join(server.dataDir, 'app.sqlite'));
  episode = db
    .prepare(
      "SELECT id, media_id FROM episodes WHERE is_free = 1 AND publish_state = 'published' ORDER BY id LIMIT 1",
    )
    .get() as { id: number; media_id: number };
  db.prepare("UPDATE episodes SET publish_state = 'draft' WHERE id = ?").run(episode.id);
  db.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('an uploaded video reaches a viewer', () => {
  it('is probed, published at 480p and plays with English sound', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signInToStudio(page, server.url, editor, `/studio/catalogue/episodes/${episode.id}`);
    const panel = page.getByRole('region', { name: 'Видео файл' });
    await panel.waitFor();
    await panel.getByLabel('Файл сонгох').setInputFiles(source);

    await panel.getByText('Файлаас олдсон мэдээлэл').waitFor({ timeout: 60_000 });
    const found = await panel.locator('dl').innerText();
    expect(found).toContain('1920×1080');
    expect(found).toMatch(/Монгол, Англи/);
    expect(found).toMatch(/30 кадр\/сек/);

    // Publishable from 480p on; a 4-second file may be done whole before the panel looks again,
    // and then it never shows the 480p step.
    await panel.getByText(/480p бэлэн боллоо|Бүх чанар бэлэн боллоо/).waitFor({ timeout: 120_000 });
    const publish = page.getByRole('region', { name: 'Нийтлэх' });
    await publish.getByRole('button', { name: 'Одоо нийтлэх' }).click();
    await publish.getByRole('button', { name: 'Одоо нийтлэх' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // The viewer: the episode plays from its own folder, and the English sound is there.
    const watching = await newPage(browser);
    const media: string[] = [];
    watching.page.on('request', (request) => {
      if (request.url().includes(`/media/free/e${episode.id}/`)) media.push(request.url());
    });
    await watching.page.goto(`${server.url}/faq`);
    await storeSession(watching.page, viewer);
    await watching.page.goto(`${server.url}/watch/${episode.media_id}/${episode.id}`);
    await playAndAdvance(watching.page, 1);
    expect(media.some((url) => url.endsWith('/manifest.mpd'))).toBe(true);
    expect(media.some((url) => /chunk-v(480|720|1080)-/.test(url))).toBe(true);
    await choose(watching.page, 'Дуу', 'Англи');
    await watching.page.waitForFunction(
      () => document.querySelector('video')?.dataset.audio === 'en',
    );
    expect(watching.errors).toEqual([]);
    await watching.context.close();
    await context.close();
  }, 240_000);
});
