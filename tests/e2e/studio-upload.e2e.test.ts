import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_CHUNK_BYTES as CHUNK_BYTES,
  uploadMessages,
} from '../../contract/studio/ingest-paths';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { signInToStudio, staffCommand } from './studio-session';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';

/*
 * Issue 33's upload, as an editor does it (decision 060): on a movie's page the editor chooses a
 * file of a few chunks; the network is cut during the second PATCH, the panel says so, the
 * network comes back, the upload continues from the byte the server acknowledged and reaches
 * 100%, and the server holds exactly the file's bytes. A server of its own, so its data folder
 * and database can be read.
 */

const SIZE = 2 * CHUNK_BYTES + 3 * 1024 * 1024;

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
let dir: string;
let source: string;
let movieId: number;

beforeAll(async () => {
  // No jobs run here: the probe (decision 065) would refuse these random bytes and delete them
  // before the test compares them; this file is about the transport alone.
  server = await startServer({ DATABASE_URL: '', JOBS_IN_SERVER: '0' });
  browser = await launchBrowser();
  editor = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Редактор',
    last: 'Файл',
  });
  await staffCommand(server, 'grant', editor.phone, 'editor');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-upload-e2e-'));
  source = path.join(dir, 'кино.mp4');
  fs.writeFileSync(source, randomBytes(SIZE));
  const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
  movieId = (
    db.prepare("SELECT id FROM media WHERE kind = 'movie' LIMIT 1").get() as { id: number }
  ).id;
  db.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('uploading a source file from the studio', () => {
  it('survives a cut network mid-upload and continues from the acknowledged byte', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Bytes that reached the server, and whether the "network" is cut now.
    const delivered: { offset: number; length: number }[] = [];
    let patches = 0;
    let cut = false;
    await page.route('**/api/studio/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 2) cut = true;
      if (cut) return route.abort('internetdisconnected');
      delivered.push({
        offset: Number(request.headers()['upload-offset']),
        length: request.postDataBuffer()?.length ?? 0,
      });
      return route.continue();
    });

    await signInToStudio(page, server.url, editor, `/studio/catalogue/titles/${movieId}`);
    const panel = page.getByRole('region', { name: 'Видео файл' });
    await panel.waitFor();
    await panel.getByLabel('Файл сонгох').setInputFiles(source);

    await panel.getByText('Сүлжээ тасарлаа', { exact: false }).first().waitFor();
    const progress = panel.getByRole('progressbar', { name: 'Хуулалтын явц' });
    const percentAtCut = Number(await progress.getAttribute('aria-valuenow'));
    expect(percentAtCut).toBeLessThan(100);
    expect(delivered).toEqual([{ offset: 0, length: CHUNK_BYTES }]);

    cut = false;
    await page.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
      undefined,
      { timeout: 90_000 },
    );
    await panel.getByText('бүрэн хуулагдлаа', { exact: false }).first().waitFor();

    // It continued from the server's offset: nothing before the acknowledged chunk came again.
    expect(delivered[1]?.offset).toBe(CHUNK_BYTES);
    const sent = delivered.reduce((sum, d) => sum + d.length, 0);
    expect(sent).toBeLessThanOrEqual(SIZE + CHUNK_BYTES);

    const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
    const row = db
      .prepare("SELECT * FROM media_uploads WHERE owner_type = 'movie' AND owner_id = ?")
      .get(movieId) as { tus_id: string; state: string; size: number; offset: number };
    db.close();
    expect(row).toMatchObject({ state: 'uploaded', size: SIZE, offset: SIZE });
    const stored = fs.readFileSync(path.join(server.dataDir, 'ingest', 'uploads', row.tus_id));
    expect(stored.equals(fs.readFileSync(source))).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);

  it('continues after a reload when the same file is chosen again', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const file = path.join(dir, 'дахин.mp4');
    fs.writeFileSync(file, randomBytes(SIZE));
    const delivered: number[] = [];
    let cut = false;
    await page.route('**/api/studio/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      if (cut) return route.abort('internetdisconnected');
      delivered.push(Number(request.headers()['upload-offset']));
      // The tab is closed while the second chunk is on its way: it never arrives.
      if (delivered.length === 1) cut = true;
      return route.continue();
    });

    await signInToStudio(page, server.url, editor, `/studio/catalogue/titles/${movieId}`);
    const panel = page.getByRole('region', { name: 'Видео файл' });
    await panel.getByLabel('Файл сонгох').setInputFiles(file);
    await panel.getByText('Сүлжээ тасарлаа', { exact: false }).first().waitFor();

    await page.reload();
    cut = false;
    // The studio session lives in this tab's sessionStorage: the reload keeps the editor in.
    await panel.getByText('дахин.mp4 файлын хуулалт', { exact: false }).waitFor();
    await panel.getByLabel('Файл сонгох').setInputFiles(file);
    await panel
      .getByText('бүрэн хуулагдлаа', { exact: false })
      .first()
      .waitFor({ timeout: 90_000 });
    expect(delivered[0]).toBe(0);
    expect(delivered[1]).toBe(CHUNK_BYTES);

    const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
    const row = db.prepare("SELECT * FROM media_uploads WHERE file_name = 'дахин.mp4'").get() as {
      tus_id: string;
      state: string;
    };
    db.close();
    expect(row.state).toBe('uploaded');
    const stored = fs.readFileSync(path.join(server.dataDir, 'ingest', 'uploads', row.tus_id));
    expect(stored.equals(fs.readFileSync(file))).toBe(true);
  }, 180_000);
});

describe('a file over UPLOAD_MAX_BYTES', () => {
  let small: RunningServer;
  afterAll(() => small?.stop());

  it('is refused in the panel before a byte is sent', async () => {
    const limit = 4 * 1024 * 1024;
    small = await startServer({ DATABASE_URL: '', UPLOAD_MAX_BYTES: String(limit) });
    const who = await registerViaApi(small.url, await unusedPhone(small.url), {
      first: 'Редактор',
      last: 'Хязгаар',
    });
    await staffCommand(small, 'grant', who.phone, 'editor');
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const tusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/studio/uploads') && request.method() !== 'GET') {
        tusCalls.push(request.method());
      }
    });
    // The list that carries the limit is held back until the file is chosen: a quick editor
    // (or a slow link) must not send the file unchecked.
    let releaseList = () => {};
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route('**/api/studio/uploads?*', async (route) => {
      await listHeld;
      await route.continue();
    });
    await signInToStudio(page, small.url, who, `/studio/catalogue/titles/${movieId}`);
    const panel = page.getByRole('region', { name: 'Видео файл' });
    await panel.waitFor();
    const big = path.join(dir, 'том.mp4');
    fs.writeFileSync(big, Buffer.alloc(limit + 1));
    await panel.getByLabel('Файл сонгох').setInputFiles(big);
    releaseList();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe(uploadMessages.tooLarge(limit));
    expect(tusCalls).toEqual([]);
    expect(await panel.getByRole('progressbar').count()).toBe(0);
  }, 120_000);
});
