import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import {
  LIBRARY_STYLES,
  LOCKED_POLICY,
  PERMISSIONS_POLICY,
  SANDBOX_POLICY,
} from '../../server/web/security-headers';
import { createSession, createSignedInUser, createUser } from '../factories';
import { artUrl } from '../../server/domain/artworks';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 9: security headers on every response. The API part walks every endpoint of the contract
 * (a new one is covered without editing this file) as a guest, as a user, and with nonsense
 * parameters, so 2xx, 4xx and the error handler's answers are all checked. The rest asks for
 * every other kind of response the server makes: the app shell and its fallbacks, built assets
 * (plain and precompressed), the worker, the manifest, media ranges, uploads, artwork,
 * robots.txt, the QPay sandbox pages, 404s and a 500.
 */

const INLINE_STYLE = 'html,body{color:#eef1f6;background:#0d1017;margin:0}';
const INLINE_SCRIPT = 'globalThis.__built = 1;';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A stand-in for `vite build` output: what server/web/static.ts serves from DIST_DIR. */
function writeDist(dir: string) {
  const file = (name: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  };
  file(
    'index.html',
    `<!doctype html><html lang="mn"><head><style>${INLINE_STYLE}</style>` +
      `<script>${INLINE_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/btv/assets/index-x.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  const worker = `self.addEventListener('fetch', () => {});${' '.repeat(600)}`;
  file('sw.js', worker);
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(worker));
  file('assets/index-x.js', 'export const x = 1;');
  file('assets/index-x.css', 'body{margin:0}');
  file('manifest.webmanifest', '{"name":"BTV"}');
  file('icons/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** `name value…; name value…` as a map. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

type Kind = 'app' | 'locked' | 'sandbox' | 'own';

/** The headers every response carries, and the policy its kind gets. */
function expectSecure(res: Response, kind: Kind, what: string) {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(h.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(h.get('cross-origin-resource-policy'), what).toMatch(/^(same-origin|cross-origin)$/);

  const d = directives(csp);
  // Every policy, whatever else it says: no plugins, no <base>, no framing by anyone.
  expect(d.get('object-src'), `${what}: ${csp}`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: ${csp}`).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), `${what}: ${csp}`).toEqual(["'none'"]);
  expect(d.has('form-action'), `${what}: ${csp}`).toBe(true);
  for (const [name, sources] of d) {
    if (!name.startsWith('script-src') && name !== 'default-src') continue;
    expect(sources, `${what}: ${name}`).not.toContain("'unsafe-inline'");
    expect(sources, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    expect(sources, `${what}: ${name}`).not.toContain('*');
    expect(sources, `${what}: ${name}`).not.toContain('data:');
  }

  if (kind === 'locked') expect(csp, what).toBe(LOCKED_POLICY);
  if (kind === 'sandbox') expect(csp, what).toBe(SANDBOX_POLICY);
  if (kind === 'app') {
    expect(d.get('default-src'), what).toEqual(["'self'"]);
    expect(d.get('script-src'), what).toEqual(["'self'", sha256(INLINE_SCRIPT)]);
    expect(d.get('style-src'), what).toContain(sha256(INLINE_STYLE));
    expect(d.get('style-src'), what).not.toContain("'unsafe-inline'");
    expect(d.get('worker-src'), what).toEqual(["'self'"]);
    expect(d.get('form-action'), what).toEqual(["'self'"]);
  }
  return d;
}

let t: TestApp;
let dist: string;
let token: string;
let userId: number;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-headers-dist-'));
  writeDist(dist);
  t = await createTestApp({ DIST_DIR: dist });
  // The only way to reach the error handler's 500 without breaking a real route; the router is
  // built on the first request, so the route goes in before any.
  t.app.post('/__test/boom', () => {
    throw new Error('boom');
  });
  ({ id: userId, token } = await createSignedInUser(t, { days: 30 }));
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('every contract endpoint', () => {
  // Its own database: the walk logs out, sets sandbox failures and spends throttles.
  let walk: TestApp;
  let walker: { id: number; phone: string };
  beforeAll(async () => {
    walk = await createTestApp({ DIST_DIR: dist });
    walker = await createUser(walk, { days: 30 });
    plausible.phone = walker.phone;
  });
  afterAll(() => walk?.close());

  /** A plausible value per path parameter, so some calls succeed and reach real handlers. */
  const plausible: Record<string, string> = {
    code: '123456',
    password: '1234',
    email: 'test@example.mn',
    action: 'like',
    value: '1',
    set: '2',
    rep: '0',
    file: '1.m4s',
    bill: 'no-such-bill',
    ref: 'no-such-ref',
  };

  function urlFor(template: string, value: (name: string) => string) {
    const names = [...template.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    return buildPath(template, Object.fromEntries(names.map((name) => [name, value(name)])));
  }

  const names = Object.keys(schemas) as EndpointName[];
  const seen = new Map<EndpointName, number[]>();

  it.each(names)('%s answers with the headers as guest, as user and when refused', async (name) => {
    const { method, path: template } = paths[name];
    // A fresh session per endpoint: logout and PIN changes end the one before.
    const token = await createSession(walk, walker.id);
    const guest = urlFor(template, (p) => (p === 'userId' ? '0' : (plausible[p] ?? '1')));
    const user = urlFor(template, (p) =>
      p === 'userId' ? String(walker.id) : (plausible[p] ?? '1'),
    );
    const nonsense = urlFor(template, () => 'x'.repeat(300));
    const json = { 'content-type': 'application/json' };
    const attempts: { url: string; init: RequestInit }[] = [
      { url: guest, init: { method } },
      { url: user, init: { method, headers: { authorization: `Bearer ${token}` } } },
      { url: nonsense, init: { method, headers: { authorization: 'Bearer forged' } } },
      { url: user, init: { method, headers: { ...json, authorization: `Bearer ${token}` } } },
    ];
    if (template.includes(':userId')) {
      const someoneElse = urlFor(template, (p) =>
        p === 'userId' ? String(walker.id + 1) : (plausible[p] ?? '1'),
      );
      attempts.push({
        url: someoneElse,
        init: { method, headers: { authorization: `Bearer ${token}` } },
      });
    }
    if (method === 'POST') {
      attempts.push({ url: user, init: { method, headers: json, body: '{"not json' } });
    }
    const statuses: number[] = [];
    for (const { url, init } of attempts) {
      const res = await walk.app.request(url, init);
      statuses.push(res.status);
      const type = res.headers.get('content-type') ?? '';
      expectSecure(res, /html|javascript/.test(type) ? 'app' : 'locked', `${name} ${url}`);
      await res.arrayBuffer();
    }
    seen.set(name, statuses);
    // Bad input is a 4xx in this house; a 500 here is a bug the fuzzer should also find.
    expect(statuses, name).not.toContain(500);
  });

  it('reached real handlers: successes and refusals both', () => {
    const all = [...seen.values()].flat();
    expect(seen.size).toBe(names.length);
    expect(all.filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(names.length / 2);
    for (const status of [400, 401, 403, 404]) expect(all, String(status)).toContain(status);
  });
});

describe('the app shell, assets and files', () => {
  it('index.html, its SPA fallbacks and a POST nobody answers', async () => {
    for (const url of ['/', '/series/detail/1', '/media', '/faq', '/watch/1/2?t=3']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expectSecure(res, 'app', url);
    }
    const res = await t.app.request('/no/such/page', { method: 'POST' });
    expect(res.status).toBe(404);
    expectSecure(res, 'locked', 'POST /no/such/page');
  });

  it('built assets under /btv/, plain and precompressed, and their 404', async () => {
    const worker = await get('/btv/sw.js');
    expect(worker.status).toBe(200);
    // The worker's own response sets the policy of its global scope: it must be the app's.
    expectSecure(worker, 'app', 'sw.js');

    const brotli = await get('/btv/sw.js', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expectSecure(brotli, 'app', 'sw.js.br');

    expectSecure(await get('/btv/assets/index-x.js'), 'app', 'entry js');
    const css = await get('/btv/assets/index-x.css');
    expect(css.status).toBe(200);
    expectSecure(css, 'locked', 'css');
    expectSecure(await get('/btv/index.html'), 'app', '/btv/index.html');
    expectSecure(await get('/btv/icons/icon.svg'), 'locked', 'icon');

    const manifest = await get('/btv/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expectSecure(manifest, 'locked', 'manifest');

    const missing = await get('/btv/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expectSecure(missing, 'locked', 'missing asset');

    // A download's local URL reaching the server (no worker in control) is not the app shell.
    const download = await get('/offline-media/1/e3/manifest.mpd');
    expect(download.status).toBe(404);
    expectSecure(download, 'locked', 'offline media');
  });

  it('media with and without a range, uploads, artwork and robots.txt', async () => {
    const range = await get('/media/podcast/ep1.m4a', { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expectSecure(range, 'locked', 'media range');
    expect(range.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const whole = await get('/media/podcast/ep1.m4a');
    expect(whole.status).toBe(200);
    expectSecure(whole, 'locked', 'media');
    await whole.arrayBuffer();

    expectSecure(await get('/media/podcast/none.m4a'), 'locked', 'missing media');

    const avatars = path.join(t.config.dataDir, 'uploads', 'avatars');
    fs.mkdirSync(avatars, { recursive: true });
    fs.writeFileSync(path.join(avatars, 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const upload = await get('/uploads/avatars/a.png');
    expect(upload.status).toBe(200);
    expectSecure(upload, 'locked', 'upload');
    expectSecure(await get('/uploads/avatars/none.png'), 'locked', 'missing upload');

    const art = await t.db
      .selectFrom('artworks')
      .select(['id', 'kind'])
      .where('kind', '=', 'poster')
      .executeTakeFirstOrThrow();
    // Art keeps its own policy (inline SVG styles) and gains the baseline directives, as its
    // SVG and as the WebP drawn from it (decision 091).
    for (const url of [`/art/${art.id}.svg`, artUrl(art.id, art.kind)]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      const d = expectSecure(res, 'own', 'art');
      expect(d.get('default-src')).toEqual(["'none'"]);
      expect(d.get('form-action')).toEqual(["'none'"]);
    }

    const robots = await get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /api/');
    expectSecure(robots, 'locked', 'robots.txt');
  });

  it('the QPay sandbox pay page, found and not found', async () => {
    const option = await t.db.selectFrom('payment_options').select('id').executeTakeFirstOrThrow();
    const invoice = await t.app.request(
      buildPath(paths.extendInvoice.path, { userId, optionId: option.id }),
      { headers: { authorization: `Bearer ${token}` } },
    );
    const { bill } = (await invoice.json()) as { bill: string };
    const page = await get(`/qpay-sandbox/pay/${bill}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    expectSecure(page, 'sandbox', 'sandbox page');

    const missing = await get('/qpay-sandbox/pay/nothing');
    expect(missing.status).toBe(404);
    expectSecure(missing, 'sandbox', 'sandbox 404');
  });

  it('an unexpected error (500) from the error handler', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await t.app.request('/__test/boom', { method: 'POST' });
    quiet.mockRestore();
    expect(res.status).toBe(500);
    expectSecure(res, 'locked', '500');
  });
});

describe('MEDIA_BASE_URL', () => {
  it('lets the app load images, media and segments from that origin only', async () => {
    const cdn = await createTestApp({
      DIST_DIR: dist,
      MEDIA_BASE_URL: 'https://cdn.example.mn/btv/',
    });
    try {
      const d = directives((await cdn.app.request('/')).headers.get('content-security-policy')!);
      for (const name of ['img-src', 'media-src', 'connect-src']) {
        expect(d.get(name), name).toContain('https://cdn.example.mn');
      }
      expect(d.get('script-src')).not.toContain('https://cdn.example.mn');
    } finally {
      await cdn.close();
    }
  });
});

describe('inline styles allowed by hash', () => {
  /** The installed library code, with react-aria's attribute constant put in its template. */
  const source = (file: string) =>
    fs
      .readFileSync(path.join(import.meta.dirname, '../../node_modules', file), 'utf8')
      .replace(/\$\{\$\w+\$var\$PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable');

  it('are still what the installed libraries insert (recheck the texts after an upgrade)', () => {
    const code = [
      'react-aria/dist/private/overlays/usePreventScroll.mjs',
      'react-aria/dist/private/interactions/usePress.mjs',
    ].map(source);
    expect(code[1]).toContain("PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable'");
    for (const text of LIBRARY_STYLES.filter(Boolean)) {
      expect(
        code.some((c) => c.includes(text)),
        text,
      ).toBe(true);
    }
    expect(source('dashjs/dist/modern/esm/dash.all.min.js')).toContain(
      'native-cue-style",document.head.appendChild(e)',
    );
  });
});
