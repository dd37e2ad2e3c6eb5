import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Movie } from '../../contract/entities';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

/*
 * Issue 17, point 4: the seek-bar thumbnail tiles are frames of the title, so a paid title's
 * tiles are paid bytes: they sit in the title's folder, reached only through the same signed
 * prefix as its segments (docs/decisions/027-seek-thumbnails.md). Tiles are found the way
 * dash.js finds them: from the manifest's image adaptation set.
 */

const SAMPLE = path.resolve(import.meta.dirname, '../../media/title');
const SIGNED = /^\/media\/s\/(\d+)\/(\d+)\/([A-Za-z0-9_-]{43})\/paid\/([a-z0-9-]+)\/manifest\.mpd$/;
const HOUR = 3_600_000;

// The server project runs in node; jsdom's parser reads the manifest as XML (as live.test.ts does).
const loadModule = createRequire(import.meta.url);
const { JSDOM } = loadModule('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof globalThis.DOMParser } };
};
const { DOMParser } = new JSDOM('').window;

let t: TestApp;
let f: WatchFixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterAll(() => t.close());

async function movieAs(app: TestApp, id: number, token: string): Promise<Movie> {
  const res = await call(app.app, 'GET', buildPath(paths.movie.path, { id }), { token });
  expect(res.status).toBe(200);
  return (res.json as { data: Movie }).data;
}

const get = (app: TestApp, url: string) => app.app.request(url.split('#')[0] ?? url);

/** The tile URLs of the manifest's thumbnail track, resolved against the manifest's own URL. */
async function tileUrls(app: TestApp, manifestUrl: string): Promise<string[]> {
  const res = await get(app, manifestUrl);
  expect(res.status).toBe(200);
  const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
  const set = [...doc.getElementsByTagName('AdaptationSet')].find(
    (s) => s.getAttribute('contentType') === 'image',
  );
  expect(set?.getAttribute('mimeType')).toBe('image/jpeg');
  const property = set?.getElementsByTagName('EssentialProperty')[0];
  expect(property?.getAttribute('schemeIdUri')).toBe('http://dashif.org/thumbnail_tile');
  expect(property?.getAttribute('value')).toMatch(/^\d+x\d+$/);
  const template = set?.getElementsByTagName('SegmentTemplate')[0];
  const media = template?.getAttribute('media') ?? '';
  const perTile =
    Number(template?.getAttribute('duration')) / Number(template?.getAttribute('timescale'));
  const count = Math.ceil(12 / perTile);
  return Array.from(
    { length: count },
    (_, i) => new URL(media.replace('$Number$', String(i + 1)), `http://x${manifestUrl}`).pathname,
  );
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.text()).toBe(extra.mediaLinkInvalid);
}

describe('thumbnail tiles of a paid title', () => {
  it('are served under the viewer’s signed prefix, as JPEGs, privately', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const manifest = movie.vid1 ?? '';
    expect(manifest).toMatch(SIGNED);
    const tiles = await tileUrls(t, manifest);
    expect(tiles).toHaveLength(2);
    for (const url of tiles) {
      const res = await get(t, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const name = url.split('/').at(-1) ?? '';
      expect(Buffer.from(await res.arrayBuffer())).toEqual(
        fs.readFileSync(path.join(SAMPLE, name)),
      );
    }
  });

  it('are refused without the signature, with another’s, for another title or tampered', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const [, exp, user, sig, folder] = SIGNED.exec(movie.vid1 ?? '') ?? [];
    const tile = (e = exp, u = user, s = sig, d = folder) =>
      `/media/s/${e}/${u}/${s}/paid/${d}/thumb-1.jpg`;
    expect((await get(t, tile())).status).toBe(200);

    await expectRefused(await get(t, `/media/paid/${folder}/thumb-1.jpg`));
    const flipped = `${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`;
    await expectRefused(await get(t, tile(exp, user, flipped)));
    await expectRefused(await get(t, tile(exp, String(f.zero.id))));
    await expectRefused(await get(t, tile(String(Number(exp) + 3600))));
    await expectRefused(await get(t, tile(exp, user, sig, `m${f.pricedTheatre}`)));
    // The shared sample the folders link to has no public path either.
    expect((await get(t, '/media/title/thumb-1.jpg')).status).toBe(404);
  });

  it('give a viewer without rights no tile URL at all', async () => {
    const movie = await movieAs(t, f.paidMovie, f.zero.token);
    expect(movie.vid1).toBeNull();
    const theatre = await movieAs(t, f.pricedTheatre, f.paid.token);
    expect(theatre.vid1).toBeNull();
  });

  it('stop answering when the URL expires, like the segments', async () => {
    const app = await createTestApp();
    try {
      const fx = await watchFixtures(app);
      const movie = await movieAs(app, fx.paidMovie, fx.paid.token);
      const [tile] = await tileUrls(app, movie.vid1 ?? '');
      app.clock.advance(4 * HOUR - 1000);
      expect((await get(app, tile ?? '')).status).toBe(200);
      app.clock.advance(1000);
      await expectRefused(await get(app, tile ?? ''));
    } finally {
      await app.close();
    }
  });
});

describe('thumbnail tiles of a free title', () => {
  it('are public beside its manifest', async () => {
    const movie = await movieAs(t, f.freeMovie, f.zero.token);
    expect(movie.vid1).toBe(`/media/free/m${f.freeMovie}/manifest.mpd`);
    for (const url of await tileUrls(t, movie.vid1 ?? '')) {
      const res = await get(t, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
  });
});
