import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startServer, type RunningServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-update-'));
const live = path.join(work, 'live');

function build(version: string): string {
  const outDir = path.join(work, version);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    // vitest sets NODE_ENV=test, which would make a development build without the worker.
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`build ${version} failed:\n${result.stderr}`);
  return outDir;
}

/** A deploy replaces the folder: the old version's hashed chunks are gone from the server. */
function deploy(dir: string) {
  fs.rmSync(live, { recursive: true, force: true });
  fs.cpSync(dir, live, { recursive: true });
}

let browser: Browser;
let server: RunningServer;
let v2: string;

beforeAll(async () => {
  const v1 = build('e2e-v1');
  v2 = build('e2e-v2');
  deploy(v1);
  server = await startServer({ DIST_DIR: live });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('updates', () => {
  it('asks before switching to a new build, loads no missing chunk, then runs the new one', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/btv/') && r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBe('e2e-v1');

    deploy(v2);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      await registration?.update();
    });
    const prompt = page.getByText('Шинэ хувилбар бэлэн боллоо.');
    await prompt.waitFor({ timeout: 30_000 });

    // Still on v1: moving to a page whose chunk v1 never loaded must come from the old precache.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBe('e2e-v1');

    await page.getByRole('button', { name: 'Шинэчлэх' }).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.appVersion === 'e2e-v2',
      undefined,
      {
        timeout: 30_000,
      },
    );
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
