import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';
import { signInToStudio, staffCommand } from './studio-session';

/*
 * The set-up the ingest Chromium tests share (issue 33, decision 065): a server on SQLite that
 * runs the jobs beside itself with x264's ultrafast preset, a browser, an editor, and a temp dir
 * for the sources made with ffmpeg at test time.
 */

export interface IngestRig {
  server: RunningServer;
  browser: Browser;
  editor: RegisteredUser;
  dir: string;
  /** The server's database, for the set-up and for what the studio does not show. */
  db: () => Database.Database;
  close: () => Promise<void>;
}

export async function startIngestRig(): Promise<IngestRig> {
  const server = await startServer({
    DATABASE_URL: '',
    INGEST_PRESET: 'ultrafast',
    JOBS_POLL_MS: '200',
  });
  const browser = await launchBrowser();
  const editor = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Редактор',
    last: 'Видео',
  });
  await staffCommand(server, 'grant', editor.phone, 'editor');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-ingest-e2e-'));
  return {
    server,
    browser,
    editor,
    dir,
    db: () => new Database(path.join(server.dataDir, 'app.sqlite')),
    close: async () => {
      await browser.close();
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The editor's studio page of an episode, signed in, with its "Видео файл" panel. */
export async function openEpisodeInStudio(
  rig: IngestRig,
  episodeId: number,
): Promise<{ page: Page; errors: string[]; panel: Locator; close: () => Promise<void> }> {
  // A raw page, as studio-ingest's: the studio is not the viewer app the wrapped goto waits for.
  const { context } = await newPage(rig.browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToStudio(page, rig.server.url, rig.editor, `/studio/catalogue/episodes/${episodeId}`);
  const panel = page.getByRole('region', { name: 'Видео файл' });
  await panel.waitFor();
  return { page, errors, panel, close: () => context.close() };
}
