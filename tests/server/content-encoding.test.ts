import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 12: `Accept-Encoding: br;q=0` says "not brotli" (RFC 9110 12.5.3), yet the
 * app's document came back in brotli, which such a client (or a proxy that cannot pass brotli
 * on) cannot read. Every answer the server compresses itself or serves precompressed must honour
 * the weights: q=0 refuses, the highest weight wins, `*` stands for what is not named.
 */

const SHELL = `<!doctype html><html lang="mn"><head></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const WORKER = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-encoding-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, 'sw.js'), WORKER);
  fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(WORKER));
  fs.writeFileSync(path.join(dist, 'sw.js.gz'), zlib.gzipSync(WORKER));
  t = await createTestApp({ DIST_DIR: dist });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The encoding the answer came in, after checking its bytes decode to `expected`. */
async function encodingOf(url: string, acceptEncoding: string, expected: string) {
  const res = await t.app.request(url, { headers: { 'accept-encoding': acceptEncoding } });
  expect(res.status).toBe(200);
  const encoding = res.headers.get('content-encoding');
  const bytes = Buffer.from(await res.arrayBuffer());
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(bytes).toString()
        : bytes.toString();
  expect(text.startsWith(expected.slice(0, 40)), `${url} ${acceptEncoding}`).toBe(true);
  return encoding;
}

const cases: [string, string | null][] = [
  ['br;q=0', null],
  ['br;q=0, gzip', 'gzip'],
  ['gzip, br; q=0', 'gzip'],
  ['BR;Q=0, gzip', 'gzip'],
  ['br;q=0.000, gzip;q=0', null],
  ['br;q=0, *', 'gzip'],
  ['*;q=0', null],
  ['gzip;q=0, deflate', null],
];

describe('the app document honours Accept-Encoding weights', () => {
  it.each(cases)('Accept-Encoding: %s → %s', async (header, expected) => {
    expect(await encodingOf('/faq', header, SHELL)).toBe(expected);
  });

  it('still compresses for what browsers send, brotli first on equal weight', async () => {
    expect(await encodingOf('/faq', 'gzip, deflate, br, zstd', SHELL)).toBe('br');
    expect(await encodingOf('/faq', 'gzip', SHELL)).toBe('gzip');
    expect(await encodingOf('/faq', 'br;q=0.5, gzip;q=0.8', SHELL)).toBe('gzip');
    expect(await encodingOf('/faq', '*', SHELL)).toBe('br');
    expect(await encodingOf('/faq', '', SHELL)).toBe(null);
  });
});

describe('precompressed built files honour Accept-Encoding weights', () => {
  it.each(cases)('Accept-Encoding: %s → not refused', async (header) => {
    const encoding = await encodingOf('/btv/sw.js', header, WORKER);
    const refused = header
      .toLowerCase()
      .split(',')
      .filter((part) => /;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]!.trim());
    if (encoding !== null) {
      expect(refused).not.toContain(encoding);
      expect(refused).not.toContain('*');
    }
  });

  it('serves brotli to what browsers send', async () => {
    expect(await encodingOf('/btv/sw.js', 'gzip, deflate, br, zstd', WORKER)).toBe('br');
  });
});
