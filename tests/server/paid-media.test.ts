import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeDetail, Movie } from '../../contract/entities';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { loadConfig } from '../../server/config';
import { up as migrateMediaFolders } from '../../server/db/migrations/media-folders';
import { mediaSigningSecret } from '../../server/domain/media-secret';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

/*
 * Issue 13, point 6: paid video, audio and subtitles are served only under short-lived signed
 * URLs bound to the viewer and the title's folder, checked on every file; free titles stay
 * public. Requests are made as a viewer's player (or someone holding a leaked URL) would.
 */

const SAMPLE = path.resolve(import.meta.dirname, '../../media/title');
const HOUR = 3_600_000;
const SIGNED = /^\/media\/s\/(\d+)\/(\d+)\/([A-Za-z0-9_-]{43})\/paid\/([a-z0-9-]+)\/manifest\.mpd$/;

let t: TestApp;
let f: WatchFixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterAll(() => t.close());

async function movieAs(app: TestApp, id: number, token?: string): Promise<Movie> {
  const res = await call(app.app, 'GET', buildPath(paths.movie.path, { id }), { token });
  expect(res.status).toBe(200);
  return (res.json as { data: Movie }).data;
}

async function episodeAs(app: TestApp, id: number, user: { id: number; token: string }) {
  const res = await call(
    app.app,
    'GET',
    buildPath(paths.episodeForUser.path, { id, userId: user.id }),
    { token: user.token },
  );
  expect(res.status).toBe(200);
  return (res.json as { data: EpisodeDetail }).data;
}

function get(app: TestApp, url: string, headers: Record<string, string> = {}) {
  return app.app.request(url.split('#')[0] ?? url, { headers });
}

/** A file next to the manifest, resolved the way dash.js resolves the SegmentTemplate's names. */
function sibling(manifestUrl: string, name: string): string {
  return new URL(name, `http://x${manifestUrl}`).pathname;
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.text();
  expect(body).toBe(extra.mediaLinkInvalid);
}

describe('a paid title played with its signed URL', () => {
  it('serves the manifest, init and media segments, subtitles and dubs under the one prefix', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const manifest = movie.vid1 ?? '';
    const match = SIGNED.exec(manifest);
    expect(match?.[2]).toBe(String(f.paid.id));
    expect(match?.[4]).toBe(`m${f.paidMovie}`);

    const mpd = await get(t, manifest);
    expect(mpd.status).toBe(200);
    expect(mpd.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const text = await mpd.text();
    expect(text).toContain('initialization="init-$RepresentationID$.m4s"');

    for (const name of ['init-0.m4s', 'chunk-0-00001.m4s', 'init-3.m4s', 'chunk-4-00006.m4s']) {
      const res = await get(t, sibling(manifest, name));
      expect(res.status, name).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(
        fs.readFileSync(path.join(SAMPLE, name)),
      );
    }
    for (const url of [...movie.subs.map((s) => s.url), ...movie.dubs.map((d) => d.url)]) {
      expect(url, url).toMatch(/^\/media\/s\/\d+\/\d+\/[A-Za-z0-9_-]{43}\/paid\//);
      expect((await get(t, url)).status, url).toBe(200);
    }
    expect((await get(t, movie.audio ?? '')).status).toBe(200);
  });

  it('keeps HTTP Range working', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const res = await get(t, sibling(movie.vid1 ?? '', 'chunk-1-00002.m4s'), {
      Range: 'bytes=10-109',
    });
    expect(res.status).toBe(206);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(
      fs.readFileSync(path.join(SAMPLE, 'chunk-1-00002.m4s')).subarray(10, 110),
    );
  });

  it('refuses a tampered signature, another user, a later expiry and another title', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const [, exp, user, sig, folder] = SIGNED.exec(movie.vid1 ?? '') ?? [];
    const segment = (e = exp, u = user, s = sig, d = folder) =>
      `/media/s/${e}/${u}/${s}/paid/${d}/chunk-0-00001.m4s`;
    expect((await get(t, segment())).status).toBe(200);

    const flipped = `${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`;
    await expectRefused(await get(t, segment(exp, user, flipped)));
    await expectRefused(await get(t, segment(exp, String(f.zero.id))));
    await expectRefused(await get(t, segment(String(Number(exp) + 3600))));
    // Title A's token does not open title B's folder, paid or free.
    await expectRefused(await get(t, segment(exp, user, sig, `m${f.rentedTheatre}`)));
    await expectRefused(await get(t, segment(exp, user, sig, `e${f.paidEpisode}`)));
    // Nor climb out of its folder.
    await expectRefused(
      await get(
        t,
        `/media/s/${exp}/${user}/${sig}/paid/${folder}/%2e%2e/m${f.rentedTheatre}/init-0.m4s`,
      ),
    );
    await expectRefused(await get(t, `/media/s/${exp}/${user}/${sig}/paid/${folder}/`));
  });

  it('refuses another spelling of its numbers and an expiry past now + TTL, however well signed', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const [, exp, user, , folder] = SIGNED.exec(movie.vid1 ?? '') ?? [];
    // Signed as README's edge function checks: the key a CDN (or whoever it leaked from) holds,
    // over the numbers as their value reads.
    const edgeKey = createHmac('sha256', t.config.mediaSigningSecret ?? '')
      .update('btv media urls')
      .digest();
    const segment = (e: string, u: string) => {
      const sig = createHmac('sha256', edgeKey)
        .update(`${Number(e)}:${Number(u)}:/media/paid/${folder}/`)
        .digest('base64url');
      return `/media/s/${e}/${u}/${sig}/paid/${folder}/chunk-0-00001.m4s`;
    };
    expect((await get(t, segment(exp!, user!))).status).toBe(200);
    // The same grant spelt otherwise: one more cache key at the edge, which signs the text.
    for (const [e, u] of [
      [`0${exp}`, user],
      [exp, `00${user}`],
      [`+${exp}`, user],
      [`${exp}.0`, user],
      [`${Number(exp) / 1e9}e9`, user],
      [`%20${exp}`, user],
      [`${exp}%20`, user],
      [exp, `${user}%09`],
    ]) {
      await expectRefused(await get(t, segment(e!, u!)));
    }
    // Longer than this service ever signs (MEDIA_URL_TTL_SECONDS, 4 h): a leaked key or a TTL
    // since lowered cannot make a URL that outlives it.
    const now = Math.floor(t.clock.now() / 1000);
    expect((await get(t, segment(String(now + 4 * 3600), user!))).status).toBe(200);
    await expectRefused(await get(t, segment(String(now + 4 * 3600 + 3600), user!)));
    await expectRefused(await get(t, segment(String(now + 365 * 24 * 3600), user!)));
  });

  it('agrees with the edge function README gives a CDN on every URL', async () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const code = /An edge\sfunction[^]*?```js\n([^]*?)```/.exec(readme)?.[1] ?? '';
    // Its only clock is Date.now(), given the test's fake clock here.
    const allowed = new Function('Date', `${code}; return allowed;`)({
      now: () => t.clock.now(),
    }) as (pathname: string, key: string, ttlSeconds: number) => Promise<boolean>;
    const edgeKey = createHmac('sha256', t.config.mediaSigningSecret ?? '')
      .update('btv media urls')
      .digest('base64url');
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const [, exp, user, sig, folder] = SIGNED.exec(movie.vid1 ?? '') ?? [];
    const signedUrl = (e: string, u: string, signAs = `${e}:${u}`) =>
      `/media/s/${e}/${u}/${createHmac('sha256', Buffer.from(edgeKey, 'base64url'))
        .update(`${signAs}:/media/paid/${folder}/`)
        .digest('base64url')}/paid/${folder}/init-0.m4s`;
    const now = Math.floor(t.clock.now() / 1000);
    const urls = [
      sibling(movie.vid1 ?? '', 'init-0.m4s'),
      `/media/s/${exp}/${user}/${sig}/paid/m${f.rentedTheatre}/init-0.m4s`,
      signedUrl(String(now + 3600), user!),
      signedUrl(String(now + 4 * 3600 + 3600), user!),
      signedUrl(String(now - 1), user!),
      signedUrl(`0${exp}`, user!, `${exp}:${user}`),
      signedUrl(`0${exp}`, user!),
      signedUrl(exp!, `0${user}`, `${exp}:${user}`),
    ];
    const verdicts = [];
    for (const url of urls) {
      verdicts.push({
        url,
        origin: (await get(t, url)).status === 200,
        edge: await allowed(url, edgeKey, 4 * 3600),
      });
    }
    expect(verdicts.filter((v) => v.origin !== v.edge)).toEqual([]);
    expect(verdicts.map((v) => v.origin)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('stops answering once the URL expires (fake clock)', async () => {
    const app = await createTestApp();
    try {
      const fx = await watchFixtures(app);
      const movie = await movieAs(app, fx.paidMovie, fx.paid.token);
      const exp = Number(SIGNED.exec(movie.vid1 ?? '')?.[1]);
      // The default life is 4 hours (the paid user has 30 days left).
      expect(exp * 1000 - app.clock.now()).toBe(4 * HOUR);
      app.clock.advance(4 * HOUR - 1000);
      expect((await get(app, sibling(movie.vid1 ?? '', 'init-1.m4s'))).status).toBe(200);
      app.clock.advance(1000);
      await expectRefused(await get(app, sibling(movie.vid1 ?? '', 'init-1.m4s')));
      await expectRefused(await get(app, movie.vid1 ?? ''));
      // A fresh answer carries a fresh URL that plays again.
      const again = await movieAs(app, fx.paidMovie, fx.paid.token);
      expect((await get(app, sibling(again.vid1 ?? '', 'init-1.m4s'))).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the viewer’s entitlement bounds the URL', () => {
  let long: TestApp;
  let lf: WatchFixtures;
  beforeAll(async () => {
    // A TTL far beyond any entitlement, so only the rental or the paid days can end the URL.
    long = await createTestApp({ MEDIA_URL_TTL_SECONDS: String(365 * 24 * 3600) });
    lf = await watchFixtures(long);
  });
  afterAll(() => long.close());

  it('ends with the rental', async () => {
    const end = Date.parse(lf.rentalEndsAt);
    const movie = await movieAs(long, lf.rentedTheatre, lf.paid.token);
    const manifest = movie.vid1 ?? '';
    expect(SIGNED.exec(manifest)?.[4]).toBe(`m${lf.rentedTheatre}`);
    expect(Number(SIGNED.exec(manifest)?.[1])).toBe(Math.floor(end / 1000));

    long.clock.advance(end - long.clock.now() - 2000);
    expect((await get(long, sibling(manifest, 'chunk-2-00003.m4s'))).status).toBe(200);
    long.clock.advance(2000);
    await expectRefused(await get(long, sibling(manifest, 'chunk-2-00003.m4s')));
    await expectRefused(await get(long, movie.subs[0]?.url ?? ''));
  });

  it('ends with the paid days', async () => {
    const soon = long.clock.now() + HOUR;
    await long.db
      .updateTable('users')
      .set({ paid_until: new Date(soon).toISOString() })
      .where('id', '=', lf.paid.id)
      .execute();
    // The rental test moved the clock days on; the fixture's session has ended since.
    const viewer = { id: lf.paid.id, token: await loginAs(long, lf.paid.id) };
    const episode = await episodeAs(long, lf.paidEpisode, viewer);
    const manifest = episode.vid1 ?? '';
    expect(SIGNED.exec(manifest)?.[4]).toBe(`e${lf.paidEpisode}`);
    expect(Number(SIGNED.exec(manifest)?.[1])).toBe(Math.floor(soon / 1000));
    expect((await get(long, sibling(manifest, 'chunk-3-00001.m4s'))).status).toBe(200);
    long.clock.advance(HOUR);
    await expectRefused(await get(long, sibling(manifest, 'chunk-3-00001.m4s')));
    await expectRefused(await get(long, episode.dubs[1]?.url ?? ''));
  });
});

describe('paths without a signature', () => {
  it('refuses a paid folder and no longer serves the shared sample', async () => {
    await expectRefused(await get(t, `/media/paid/m${f.paidMovie}/manifest.mpd`));
    await expectRefused(await get(t, `/media/paid/e${f.paidEpisode}/chunk-0-00001.m4s`));
    await expectRefused(await get(t, `/media/paid/m${f.rentedTheatre}/subs/en.vtt`));
    expect((await get(t, '/media/title/manifest.mpd')).status).toBe(404);
    expect((await get(t, '/media/title/chunk-0-00001.m4s')).status).toBe(404);
  });

  it('leaves free titles, podcasts and the hover preview public', async () => {
    const movie = await movieAs(t, f.freeMovie, f.zero.token);
    expect(movie.vid1).toBe(`/media/free/m${f.freeMovie}/manifest.mpd`);
    const episode = await episodeAs(t, f.freeEpisode, f.paid);
    expect(episode.vid1).toBe(`/media/free/e${f.freeEpisode}/manifest.mpd`);
    const theatre = await movieAs(t, f.freeTheatre, f.zero.token);
    expect(theatre.vid1).toBe(`/media/free/m${f.freeTheatre}/manifest.mpd`);
    for (const url of [
      movie.vid1 ?? '',
      sibling(movie.vid1 ?? '', 'chunk-0-00001.m4s'),
      theatre.subs[1]?.url ?? '',
      '/media/podcast/ep1.m4a',
      '/media/hover/preview.mp4',
    ]) {
      expect((await get(t, url)).status, url).toBe(200);
    }
  });
});

describe('media folders and the key', () => {
  it('gives every title its own folder, free and paid apart', async () => {
    const rows = [
      ...(await t.db.selectFrom('movies').select(['vid1', 'is_free']).execute()),
      ...(await t.db.selectFrom('episodes').select(['vid1', 'is_free']).execute()),
    ].filter((r) => r.vid1 !== null);
    const folders = rows.map((r) => /^\/media\/(free|paid)\/([a-z0-9]+)\//.exec(r.vid1 ?? ''));
    expect(folders.every((m) => m !== null)).toBe(true);
    expect(new Set(folders.map((m) => m?.[2])).size).toBe(rows.length);
    const tracks = await t.db.selectFrom('subtitles').select('url').execute();
    expect(tracks.every((s) => /^\/media\/(free|paid)\/[a-z0-9]+\/subs\//.test(s.url))).toBe(true);
    for (const cls of ['free', 'paid']) {
      expect(fs.existsSync(path.join(t.config.mediaFoldersDir, cls, 'm' + f.paidMovie))).toBe(
        cls === 'paid',
      );
    }
  });

  it('shares one generated key between instances on a database, and production needs one', async () => {
    const first = await mediaSigningSecret(t.db, { mediaSigningSecret: undefined }, 0);
    const second = await mediaSigningSecret(t.db, { mediaSigningSecret: undefined }, 1);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(t.config.mediaSigningSecret).toBe(first);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(() => loadConfig({ MEDIA_SIGNING_SECRET: 'short' })).toThrow(/MEDIA_SIGNING_SECRET/);
  });

  it('signs with a key of its own, which a CDN can check with and which is not the server secret', async () => {
    const movie = await movieAs(t, f.paidMovie, f.paid.token);
    const [, exp, user, sig, folder] = SIGNED.exec(movie.vid1 ?? '') ?? [];
    const signed = `${exp}:${user}:/media/paid/${folder}/`;
    const secret = t.config.mediaSigningSecret ?? '';
    // README "Paid media": the edge is given base64url(HMAC-SHA256(secret, "btv media urls")).
    const cdnKey = createHmac('sha256', secret).update('btv media urls').digest();
    expect(createHmac('sha256', cdnKey).update(signed).digest('base64url')).toBe(sig);
    // Signing with the secret itself would hand the CDN the key the one-time codes are hashed with.
    expect(createHmac('sha256', secret).update(signed).digest('base64url')).not.toBe(sig);
  });

  it('signs against MEDIA_BASE_URL, and the origin behind the CDN checks the same path', async () => {
    const cdn = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.example' });
    try {
      const fx = await watchFixtures(cdn);
      const movie = await movieAs(cdn, fx.paidMovie, fx.paid.token);
      expect(movie.vid1).toMatch(/^https:\/\/cdn\.example\/media\/s\//);
      const sitePath = (movie.vid1 ?? '').slice('https://cdn.example'.length);
      expect(sitePath).toMatch(SIGNED);
      expect((await get(cdn, sibling(sitePath, 'init-2.m4s'))).status).toBe(200);
    } finally {
      await cdn.close();
    }
  });
});

describe('migration 0005-media-folders on a database seeded before it', () => {
  it('moves sources off the shared sample folder into each title’s free or paid folder', async () => {
    const old = await createTestApp();
    try {
      const fx = await watchFixtures(old);
      // As the seed wrote them before: every title pointing at /media/title/.
      for (const table of ['movies', 'episodes'] as const) {
        await old.db
          .updateTable(table)
          .set({ vid1: '/media/title/manifest.mpd' })
          .where('vid1', 'is not', null)
          .execute();
      }
      await old.db.updateTable('movies').set({ audio: '/media/title/manifest.mpd#mn' }).execute();
      await old.db.updateTable('tracks').set({ url: '/media/title/manifest.mpd#en' }).execute();
      await old.db.updateTable('subtitles').set({ url: '/media/title/subs/en.vtt' }).execute();
      await old.db.schema.dropTable('server_secrets').execute();

      await migrateMediaFolders(old.db);

      const movie = (id: number) =>
        old.db
          .selectFrom('movies')
          .select(['vid1', 'audio'])
          .where('media_id', '=', id)
          .executeTakeFirstOrThrow();
      expect(await movie(fx.paidMovie)).toEqual({
        vid1: `/media/paid/m${fx.paidMovie}/manifest.mpd`,
        audio: `/media/paid/m${fx.paidMovie}/manifest.mpd#mn`,
      });
      expect((await movie(fx.freeTheatre)).vid1).toBe(
        `/media/free/m${fx.freeTheatre}/manifest.mpd`,
      );
      expect((await movie(fx.rentedTheatre)).vid1).toBe(
        `/media/paid/m${fx.rentedTheatre}/manifest.mpd`,
      );
      const episode = await old.db
        .selectFrom('episodes')
        .select('vid1')
        .where('id', '=', fx.freeEpisode)
        .executeTakeFirstOrThrow();
      expect(episode.vid1).toBe(`/media/free/e${fx.freeEpisode}/manifest.mpd`);
      const urls = async (table: 'tracks' | 'subtitles', type: 'movie' | 'episode', id: number) =>
        (
          await old.db
            .selectFrom(table)
            .select('url')
            .where('owner_type', '=', type)
            .where('owner_id', '=', id)
            .execute()
        ).map((r) => r.url);
      expect(await urls('tracks', 'episode', fx.paidEpisode)).toContain(
        `/media/paid/e${fx.paidEpisode}/manifest.mpd#en`,
      );
      expect(await urls('subtitles', 'movie', fx.freeMovie)).toContain(
        `/media/free/m${fx.freeMovie}/subs/en.vtt`,
      );
    } finally {
      await old.close();
    }
  });
});
