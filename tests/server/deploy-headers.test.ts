import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { PRODUCTION_WITH_SANDBOXES } from './production-env';

/*
 * Issue 27 point 12, as a visitor meets a deployed server: over https the browser is told to
 * stay on https (HSTS), and the build's internals under /btv/.vite/ (the module graph of every
 * route, which names every chunk) are not served, however the path is spelled.
 */

let dist: string;
const apps: TestApp[] = [];

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-deploy-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  const manifest = '{"index.html":{"file":"assets/index-x.js","isEntry":true}}';
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), manifest);
  fs.writeFileSync(path.join(dist, '.vite/manifest.json.br'), zlib.brotliCompressSync(manifest));
  fs.writeFileSync(path.join(dist, 'assets/index-x.js'), 'export const x = 1;');
});

afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ DIST_DIR: dist, ...env });
  apps.push(t);
  return t;
}

const PRODUCTION_HTTPS = {
  ...PRODUCTION_WITH_SANDBOXES,
  PUBLIC_BASE_URL: 'https://btv.example.mn',
};

describe('Strict-Transport-Security', () => {
  it('is on every kind of answer when PUBLIC_BASE_URL is https', async () => {
    const t = await app(PRODUCTION_HTTPS);
    for (const url of [
      '/',
      '/api/m/media/home/cat',
      '/btv/assets/index-x.js',
      '/no/such',
      '/healthz',
    ]) {
      const res = await t.app.request(url);
      expect(res.headers.get('strict-transport-security'), url).toBe('max-age=31536000');
    }
  });

  it('is absent when the public address is plain http (a browser would ignore it anyway)', async () => {
    const t = await app({ ...PRODUCTION_HTTPS, PUBLIC_BASE_URL: 'http://127.0.0.1:8080' });
    expect((await t.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const dev = await app();
    expect((await dev.app.request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the build manifest', () => {
  it('is not served under /btv/, however the path is spelled', async () => {
    const t = await app(PRODUCTION_HTTPS);
    expect((await t.app.request('/btv/assets/index-x.js')).status).toBe(200);
    for (const url of [
      '/btv/.vite/manifest.json',
      '/btv/%2Evite/manifest.json',
      '/btv/%2evite/manifest.json',
      '/btv//.vite/manifest.json',
      '/btv/assets/../.vite/manifest.json',
      '/btv/assets/%2E%2E/.vite/manifest.json',
      '/btv/.vite/',
    ]) {
      for (const encoding of ['', 'br', 'gzip']) {
        const res = await t.app.request(url, { headers: { 'accept-encoding': encoding } });
        const body = await res.text();
        expect(res.status, `${url} (${encoding})`).toBe(404);
        expect(body, url).not.toContain('isEntry');
      }
    }
  });
});
