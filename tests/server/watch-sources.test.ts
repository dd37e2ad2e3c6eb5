import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages } from '../../contract/endpoints/social';
import type { Movie, WatchDenial } from '../../contract/entities';
import { spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData } from './contract-check';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';
import { SOURCE_MARK, signedUrlOf, watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

/*
 * docs/product.md §4 "Watch permission" end to end: for every viewer × title the answer says whether the
 * viewer may watch, and a viewer who may not finds no source URL anywhere in the JSON text.
 */

let t: TestApp;
let f: WatchFixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterAll(() => t.close());

type ViewerName = 'guest' | 'zero' | 'paid';
const viewers: ViewerName[] = ['guest', 'zero', 'paid'];

function as(viewer: ViewerName): { userId: number; token?: string } {
  if (viewer === 'guest') return { userId: 0 };
  return { userId: f[viewer].id, token: f[viewer].token };
}

const reasonText: Record<WatchDenial, string> = {
  login: spec.guestWatch,
  extend: spec.extendToWatch,
  rent: socialMessages.rentToWatch,
};

type Outcome = 'ok' | WatchDenial;

async function getEpisode(id: number, viewer: ViewerName) {
  const { userId, token } = as(viewer);
  return call(t.app, 'GET', buildPath(paths.episodeForUser.path, { id, userId }), { token });
}

async function getMovie(id: number, viewer: ViewerName) {
  const { token } = as(viewer);
  return call(t.app, 'GET', buildPath(paths.movie.path, { id }), { token });
}

function expectAccess(
  res: { status: number; json: unknown },
  name: 'episodeForUser' | 'movie',
  outcome: Outcome,
) {
  const data = expectData(name, res);
  const text = JSON.stringify(res.json);
  if (outcome === 'ok') {
    expect(data).toMatchObject({ can_watch: true, reason: null, reason_code: null });
    expect(data.has_video).toBe(true);
    expect(data.vid1).toMatch(/manifest\.mpd$/);
    expect(data.dubs.map((d) => d.key)).toEqual(['mn', 'en']);
  } else {
    expect(data).toMatchObject({
      can_watch: false,
      reason: reasonText[outcome],
      reason_code: outcome,
      vid1: null,
      vid2: null,
      vid3: null,
      dubs: [],
      subs: [],
    });
    if (name === 'movie') expect((data as Movie).audio).toBeNull();
    expect(text).not.toContain(SOURCE_MARK);
    expect(text).not.toContain('.mpd');
    expect(text).not.toContain('.vtt');
  }
  return data;
}

describe('episodes', () => {
  const table: ['freeEpisode' | 'paidEpisode', Outcome, Outcome, Outcome][] = [
    ['freeEpisode', 'login', 'ok', 'ok'],
    ['paidEpisode', 'login', 'extend', 'ok'],
  ];
  it.each(table)('%s: guest %s, 0 days %s, paid %s', async (episode, ...outcomes) => {
    for (const [i, viewer] of viewers.entries()) {
      expectAccess(await getEpisode(f[episode], viewer), 'episodeForUser', outcomes[i]!);
    }
  });

  it('gives the allowed viewer every source: renditions, dubs and subtitles', async () => {
    const data = expectAccess(await getEpisode(f.paidEpisode, 'paid'), 'episodeForUser', 'ok');
    // The episode's own folder, signed for this viewer (tests/server/paid-media.test.ts).
    const folder = `/media/paid/e${f.paidEpisode}/`;
    const signed = (file: string) => signedUrlOf(`${folder}${file}`, f.paid.id);
    for (const url of [data.vid1, data.vid2, data.vid3]) {
      expect(url).toMatch(signed('manifest.mpd'));
    }
    expect(data.subs).toEqual([
      { code: 'mn', isRaw: false, url: expect.stringMatching(signed('subs/mn.vtt.enc')) },
      { code: 'en', isRaw: true, url: expect.stringMatching(signed('subs/en.vtt')) },
    ]);
  });

  it('GET /api/m/episode/{id} (no user) is the guest view, even with a token', async () => {
    const res = await call(t.app, 'GET', buildPath(paths.episode.path, { id: f.freeEpisode }), {
      token: f.paid.token,
    });
    expectAccess(res, 'episodeForUser', 'login');
  });

  it('no list of episodes ever carries a source, whoever asks', async () => {
    const group = await t.db
      .selectFrom('episodes')
      .select('group_id')
      .where('id', '=', f.paidEpisode)
      .executeTakeFirstOrThrow();
    for (const viewer of viewers) {
      const { userId, token } = as(viewer);
      const calls: [EndpointName, Record<string, number>][] = [
        ['episodesOfMedia', { mediaId: f.series, userId }],
        ['episodesOfSeason', { seasonId: f.series }],
        ['groups', { anime: f.series, userId }],
        ['episodesOfGroup', { group: group.group_id!, userId }],
        ['animeDetail', { id: f.series, userId }],
      ];
      for (const [name, params] of calls) {
        const res = await call(t.app, 'GET', buildPath(paths[name].path, params), { token });
        expect(res.status, `${name} ${JSON.stringify(res.json)}`).toBe(200);
        expect(JSON.stringify(res.json)).not.toContain(SOURCE_MARK);
      }
    }
  });
});

describe('movies, theatre titles and live', () => {
  type Title =
    'freeMovie' | 'paidMovie' | 'freeTheatre' | 'rentedTheatre' | 'pricedTheatre' | 'live';
  const table: [Title, Outcome, Outcome, Outcome][] = [
    ['freeMovie', 'login', 'ok', 'ok'],
    ['paidMovie', 'login', 'extend', 'ok'],
    ['freeTheatre', 'login', 'ok', 'ok'],
    // The rental is the paid user's; the 0-day user has none.
    ['rentedTheatre', 'login', 'rent', 'ok'],
    ['pricedTheatre', 'login', 'rent', 'rent'],
    ['live', 'login', 'ok', 'ok'],
  ];
  it.each(table)('%s: guest %s, 0 days %s, paid %s', async (title, ...outcomes) => {
    for (const [i, viewer] of viewers.entries()) {
      expectAccess(await getMovie(f[title], viewer), 'movie', outcomes[i]!);
    }
  });

  it('says when a running rental ends, and only to its renter', async () => {
    expect(expectData('movie', await getMovie(f.rentedTheatre, 'paid')).rental_ends_at).toBe(
      f.rentalEndsAt,
    );
    expect(expectData('movie', await getMovie(f.rentedTheatre, 'zero')).rental_ends_at).toBeNull();
  });

  it('plays the live channel from the live manifest', async () => {
    const data = expectData('movie', await getMovie(f.live, 'zero'));
    expect([data.vid1, data.vid2, data.vid3]).toEqual(
      Array(3).fill(paths.liveManifest.path) as string[],
    );
    expect(data.dubs).toEqual([
      { key: 'mn', url: `${paths.liveManifest.path}#mn` },
      { key: 'en', url: `${paths.liveManifest.path}#en` },
    ]);
    expect(data.subs).toEqual([]);
    expect(JSON.stringify((await getMovie(f.live, 'guest')).json)).not.toContain('manifest');
  });

  it('says a title has no video: allowed to a user, with nothing to play', async () => {
    for (const viewer of ['zero', 'paid'] as const) {
      const data = expectData('movie', await getMovie(f.freeTheatreNoVideo, viewer));
      expect(data).toMatchObject({ can_watch: true, has_video: false, vid1: null, dubs: [] });
    }
    const priced = expectData('movie', await getMovie(f.pricedTheatreNoVideo, 'paid'));
    expect(priced).toMatchObject({ can_watch: false, reason_code: 'rent', has_video: false });
  });

  it('a token that is not valid reads as a guest', async () => {
    const res = await call(t.app, 'GET', buildPath(paths.movie.path, { id: f.freeMovie }), {
      token: 'x'.repeat(43),
    });
    expectAccess(res, 'movie', 'login');
  });
});

describe('rentals end on the clock', () => {
  it('a rental is honoured until it ends, then the title is withheld again', async () => {
    const app = await createTestApp();
    try {
      const fx = await watchFixtures(app);
      const HOUR = 3_600_000;
      const now = app.clock.now();
      // A 0-day user rents a priced title for 5 hours: days do not matter for theatre titles.
      await app.db
        .insertInto('rentals')
        .values({
          user_id: fx.zero.id,
          movie_id: fx.pricedTheatre,
          invoice_id: null,
          starts_at: new Date(now).toISOString(),
          ends_at: new Date(now + 5 * HOUR).toISOString(),
          created_at: new Date(now).toISOString(),
        })
        .execute();
      const get = (viewer: { token: string }) =>
        call(app.app, 'GET', buildPath(paths.movie.path, { id: fx.pricedTheatre }), {
          token: viewer.token,
        });
      // Sessions last a day in loginAs; log in again after moving the clock.
      const zeroAt = async () => ({ token: await loginAs(app, fx.zero.id) });

      const running = expectData('movie', await get(fx.zero));
      expect(running.can_watch).toBe(true);

      app.clock.advance(5 * HOUR - 1);
      expect(expectData('movie', await get(await zeroAt())).can_watch).toBe(true);

      app.clock.advance(1);
      const expired = await get(await zeroAt());
      expect(expectData('movie', expired)).toMatchObject({
        can_watch: false,
        reason_code: 'rent',
        rental_ends_at: null,
      });
      expect(JSON.stringify(expired.json)).not.toContain(SOURCE_MARK);

      // The paid user's rental (watchFixtures) runs 71 more hours from the app's start.
      app.clock.advance(72 * HOUR);
      const paidAgain = { token: await loginAs(app, fx.paid.id) };
      const res = await call(
        app.app,
        'GET',
        buildPath(paths.movie.path, { id: fx.rentedTheatre }),
        paidAgain,
      );
      expect(expectData('movie', res)).toMatchObject({ can_watch: false, reason_code: 'rent' });
      expect(JSON.stringify(res.json)).not.toContain(SOURCE_MARK);
    } finally {
      await app.close();
    }
  });

  it('paid access ends with paid_until, whatever the stored day count says', async () => {
    const app = await createTestApp();
    try {
      const fx = await watchFixtures(app);
      const user = await app.db
        .selectFrom('users')
        .select('paid_until')
        .where('id', '=', fx.paid.id)
        .executeTakeFirstOrThrow();
      const episode = (token: string) =>
        call(
          app.app,
          'GET',
          buildPath(paths.episodeForUser.path, { id: fx.paidEpisode, userId: fx.paid.id }),
          { token },
        );
      expect(expectData('episodeForUser', await episode(fx.paid.token)).can_watch).toBe(true);
      app.clock.advance(Date.parse(user.paid_until!) - app.clock.now() + 1);
      const res = await episode(await loginAs(app, fx.paid.id));
      expect(expectData('episodeForUser', res)).toMatchObject({
        can_watch: false,
        reason: spec.extendToWatch,
      });
      expect(JSON.stringify(res.json)).not.toContain(SOURCE_MARK);
    } finally {
      await app.close();
    }
  });
});
