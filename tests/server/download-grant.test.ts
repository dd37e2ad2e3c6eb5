import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadKind } from '../../contract/entities';
import { downloadMessages, extra, socialMessages, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { RECHECK_MS } from '../../server/domain/download-grant';
import {
  createPodcast,
  createPodcastTrack,
  createRental,
  createSeries,
  createSignedInUser,
} from '../factories';
import { expectData, expectError } from './contract-check';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';
import { SOURCE_MARK, signedUrlOf, watchFixtures } from './watch-fixtures';
import type { Viewer, WatchFixtures } from './watch-fixtures';

/*
 * Issue 16 "Rights": the server grants a download only to a user who may watch the title, with
 * streaming's own signed sources and an expiry — a rental's end, the end of the paid days, or a
 * re-check 30 days on for free titles and podcasts (docs/decisions/030-download-rights.md).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let f: WatchFixtures;
let podcast: number;
let track: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
  podcast = await createPodcast(t, { title: 'Туршилтын яриа' });
  track = await createPodcastTrack(t, { podcastId: podcast, title: '#1 Эхний дугаар' });
});
afterAll(() => t.close());

function grantPath(userId: number, kind: string, id: number | string) {
  return buildPath(paths.downloadGrant.path, { userId, kind, id });
}

function ask(app: TestApp, viewer: Viewer | undefined, kind: string, id: number | string) {
  return call(app.app, 'GET', grantPath(viewer?.id ?? 0, kind, id), { token: viewer?.token });
}

async function grant(app: TestApp, viewer: Viewer, kind: DownloadKind, id: number) {
  return expectData('downloadGrant', await ask(app, viewer, kind, id));
}

async function paidUntil(app: TestApp, userId: number): Promise<string> {
  const row = await app.db
    .selectFrom('users')
    .select('paid_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return new Date(Date.parse(row.paid_until ?? '')).toISOString();
}

const in30Days = (app: TestApp) => new Date(app.clock.now() + RECHECK_MS).toISOString();

describe('what is granted, and until when', () => {
  it('a paid episode: signed sources with subtitles and dubs, until the end of the paid days', async () => {
    const g = await grant(t, f.paid, 'episode', f.paidEpisode);
    expect(g).toMatchObject({ kind: 'episode', id: f.paidEpisode, media_id: f.series });
    expect(g.expiry).toBe('paid');
    expect(g.expires_at).toBe(await paidUntil(t, f.paid.id));

    const episode = await t.db
      .selectFrom('episodes')
      .innerJoin('media', 'media.id', 'episodes.media_id')
      .select(['episodes.vid1', 'episodes.title', 'media.title as series'])
      .where('episodes.id', '=', f.paidEpisode)
      .executeTakeFirstOrThrow();
    expect(g.title).toBe(episode.series);
    // The watch page's heading of episode 3, untitled as the factory makes it.
    expect(episode.title).toBe('3-р анги');
    expect(g.subtitle).toBe('3-р анги');
    expect(g.vid1).toMatch(signedUrlOf(episode.vid1 ?? '', f.paid.id));
    expect(g.dubs.map((d) => d.key)).toEqual(['mn', 'en']);
    expect(g.subs.map((s) => [s.code, s.isRaw])).toEqual([
      ['mn', false],
      ['en', true],
    ]);
    for (const url of [...g.dubs.map((d) => d.url), ...g.subs.map((s) => s.url)]) {
      expect(url).toMatch(new RegExp(`^/media/s/\\d+/${f.paid.id}/[A-Za-z0-9_-]{43}/paid/`));
    }
    expect(g.audio).toBeNull();
    expect(g.duration_sec).toBeGreaterThan(0);
  });

  it("a titled episode's line reads as the watch page heads it", async () => {
    await t.db
      .updateTable('episodes')
      .set({ title: 'Шинэ эхлэл' })
      .where('id', '=', f.episodes[3]!.id)
      .execute();
    const g = await grant(t, f.paid, 'episode', f.episodes[3]!.id);
    expect(g.subtitle).toBe('4-р анги · Шинэ эхлэл');
  });

  it('a free episode, even for a user without days: re-checked in 30 days', async () => {
    const g = await grant(t, f.zero, 'episode', f.freeEpisode);
    expect(g.expiry).toBe('recheck');
    expect(g.expires_at).toBe(in30Days(t));
    expect(g.vid1?.startsWith(SOURCE_MARK)).toBe(true);
  });

  it("an episode's skippable segments come with it", async () => {
    const series = await createSeries(t, {
      episodes: 1,
      freeEpisodes: 0,
      segments: () => ({ intro: [30, 120], credits: [1300, null] }),
    });
    const g = await grant(t, f.paid, 'episode', series.episodes[0]!.id);
    expect(g.segments).toEqual([
      { kind: 'intro', start_sec: 30, end_sec: 120 },
      { kind: 'credits', start_sec: 1300, end_sec: null },
    ]);
  });

  it('a rented theatre title: until the rental ends', async () => {
    const g = await grant(t, f.paid, 'movie', f.rentedTheatre);
    expect(g).toMatchObject({
      kind: 'movie',
      id: f.rentedTheatre,
      subtitle: null,
      expiry: 'rental',
    });
    expect(g.expires_at).toBe(new Date(Date.parse(f.rentalEndsAt)).toISOString());
    expect(g.media_id).toBe(f.rentedTheatre);
    expect(g.segments).toEqual([]);
    expect(g.audio).toBeNull();
  });

  it('a paid movie: until the end of the paid days; a free movie or theatre title: 30 days', async () => {
    const paid = await grant(t, f.paid, 'movie', f.paidMovie);
    expect(paid.expiry).toBe('paid');
    expect(paid.expires_at).toBe(await paidUntil(t, f.paid.id));
    const title = await t.db
      .selectFrom('media')
      .select(['title', 'poster_hz', 'image1'])
      .where('id', '=', f.paidMovie)
      .executeTakeFirstOrThrow();
    expect(paid.title).toBe(title.title);
    expect(paid.image).toBe(title.poster_hz ?? title.image1);

    for (const id of [f.freeMovie, f.freeTheatre]) {
      const free = await grant(t, f.zero, 'movie', id);
      expect(free.expiry).toBe('recheck');
      expect(free.expires_at).toBe(in30Days(t));
    }
  });

  it('a podcast episode: its audio, show and title, re-checked in 30 days', async () => {
    const g = await grant(t, f.zero, 'podcast', track);
    expect(g).toMatchObject({
      kind: 'podcast',
      id: track,
      title: 'Туршилтын яриа',
      subtitle: '#1 Эхний дугаар',
      media_id: podcast,
      duration_sec: 1800,
      audio: '/media/podcast/ep1.m4a',
      vid1: null,
      vid2: null,
      vid3: null,
      dubs: [],
      subs: [],
      segments: [],
      expiry: 'recheck',
      expires_at: in30Days(t),
    });
  });

  it('is never kept by a cache', async () => {
    const res = await ask(t, f.paid, 'episode', f.paidEpisode);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('refusals, with the watch page’s texts', () => {
  it('no paid days: a paid episode or movie is refused with the extend text', async () => {
    expectError(await ask(t, f.zero, 'episode', f.paidEpisode), 403, spec.extendToWatch);
    expectError(await ask(t, f.zero, 'movie', f.paidMovie), 403, spec.extendToWatch);
  });

  it('a priced theatre title without a running rental is refused with the rental text', async () => {
    expectError(await ask(t, f.paid, 'movie', f.pricedTheatre), 403, socialMessages.rentToWatch);
  });

  it('an ended rental is refused with the rental text', async () => {
    const viewer = await createSignedInUser(t, { days: 30 });
    await createRental(t, {
      userId: viewer.id,
      movieId: f.pricedTheatre,
      startsAt: t.clock.now() - 73 * HOUR,
      hours: 72,
    });
    expectError(await ask(t, viewer, 'movie', f.pricedTheatre), 403, socialMessages.rentToWatch);
  });

  it('a title without video: 404 with the catalogue text', async () => {
    expectError(await ask(t, f.paid, 'movie', f.freeTheatreNoVideo), 404, spec.videoMissing);
    expectError(await ask(t, f.paid, 'movie', f.pricedTheatreNoVideo), 404, spec.videoMissing);
  });

  it('the live channel has nothing to keep', async () => {
    expectError(await ask(t, f.paid, 'movie', f.live), 422, downloadMessages.liveNotDownloadable);
  });

  it('an unknown id, or an id of another kind: 404', async () => {
    for (const kind of ['episode', 'movie', 'podcast'] as const) {
      expectError(await ask(t, f.paid, kind, 2_000_000_000), 404, extra.notFound);
    }
    // A series is not a movie, and a track id is not an episode of anything.
    expectError(await ask(t, f.paid, 'movie', f.series), 404, extra.notFound);
    expectError(await ask(t, f.paid, 'podcast', 2_000_000_001), 404, extra.notFound);
  });

  it('a bad kind or id: 400 with the catalogue text', async () => {
    for (const [kind, id] of [
      ['series', f.paidEpisode],
      ['EPISODE', f.paidEpisode],
      ['episode', 'abc'],
      ['episode', 0],
      ['episode', -3],
      ['episode', '1.5'],
      ['movie', '99999999999999999999'],
    ] as const) {
      expectError(await ask(t, f.paid, kind, id), 400, extra.badRequest);
    }
  });

  it('a guest: 401, with or without a user id', async () => {
    expectError(await ask(t, undefined, 'episode', f.freeEpisode), 401, extra.unauthorized);
    const noToken = await call(t.app, 'GET', grantPath(f.paid.id, 'podcast', track));
    expectError(noToken, 401, extra.unauthorized);
  });

  it("another user's id: 403", async () => {
    const res = await call(t.app, 'GET', grantPath(f.zero.id, 'episode', f.freeEpisode), {
      token: f.paid.token,
    });
    expectError(res, 403, extra.forbidden);
  });
});

describe('the granted sources', () => {
  it('are signed for the user: the signed manifest is served, the stored path refused', async () => {
    const g = await grant(t, f.paid, 'movie', f.paidMovie);
    // Fetching URLs live as streaming's do (MEDIA_URL_TTL_SECONDS, 4 h), not until expires_at.
    const exp = Number(/^\/media\/s\/(\d+)\//.exec(g.vid1 ?? '')?.[1]);
    expect(exp).toBe(Math.floor((t.clock.now() + 4 * HOUR) / 1000));
    const signed = await t.app.request(g.vid1 ?? '');
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain('<MPD');

    const stored = await t.db
      .selectFrom('movies')
      .select('vid1')
      .where('media_id', '=', f.paidMovie)
      .executeTakeFirstOrThrow();
    expect(stored.vid1).toMatch(/^\/media\/paid\//);
    const unsigned = await t.app.request(stored.vid1 ?? '');
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toBe(extra.mediaLinkInvalid);
  });
});

describe('the expiry follows the right (fake clock)', () => {
  let app: TestApp;
  let fx: WatchFixtures;
  beforeAll(async () => {
    app = await createTestApp();
    fx = await watchFixtures(app);
  });
  afterAll(() => app.close());

  it('paid days ending in an hour end the grant then, and a later ask is refused', async () => {
    const viewer = await createSignedInUser(app, { days: 0 });
    const soon = app.clock.now() + HOUR;
    await app.db
      .updateTable('users')
      .set({ days: 1, paid_until: new Date(soon).toISOString() })
      .where('id', '=', viewer.id)
      .execute();
    const g = await grant(app, viewer, 'episode', fx.paidEpisode);
    expect(g.expires_at).toBe(new Date(soon).toISOString());

    app.clock.advance(HOUR);
    expectError(await ask(app, viewer, 'episode', fx.paidEpisode), 403, spec.extendToWatch);
  });

  it('a rental ending is refused from its end on', async () => {
    const end = Date.parse(fx.rentalEndsAt);
    app.clock.advance(end - app.clock.now() - 1000);
    const viewer = { ...fx.paid, token: await loginAs(app, fx.paid.id) };
    const g = await grant(app, viewer, 'movie', fx.rentedTheatre);
    expect(Date.parse(g.expires_at)).toBe(end);

    app.clock.advance(1000);
    expectError(await ask(app, viewer, 'movie', fx.rentedTheatre), 403, socialMessages.rentToWatch);
  });

  it('a free title re-checks 30 days from each ask', async () => {
    const viewer = { ...fx.zero, token: await loginAs(app, fx.zero.id) };
    const first = await grant(app, viewer, 'movie', fx.freeMovie);
    app.clock.advance(10 * DAY);
    // Ten days on the session has lapsed; the renewal comes from a fresh sign-in.
    const again = { ...viewer, token: await loginAs(app, fx.zero.id) };
    const renewed = await grant(app, again, 'movie', fx.freeMovie);
    expect(Date.parse(renewed.expires_at) - Date.parse(first.expires_at)).toBe(10 * DAY);
  });
});
