import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { createHistory, createMediaStatus, createSeries, createSignedInUser } from '../factories';
import type { CreatedSeries } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { signedUrlOf } from './watch-fixtures';

let t: TestApp;
let mainId: number;
let mainToken: string;
let secondId: number;
let secondToken: string;

/** A series "main" liked, asked to be told about and stopped in, 10 minutes into episode 2. */
let followed: CreatedSeries;
let stoppedIn: { historyId: number; episode: number };

beforeAll(async () => {
  t = await createTestApp();
  const main = await createSignedInUser(t, { days: 30 });
  const second = await createSignedInUser(t);
  [mainId, mainToken, secondId, secondToken] = [main.id, main.token, second.id, second.token];
  followed = await createSeries(t, { episodes: 5 });
  await createMediaStatus(t, {
    userId: mainId,
    mediaId: followed.id,
    liked: 1,
    notify: true,
    watchStatus: 'watching',
  });
  const historyId = await createHistory(t, {
    userId: mainId,
    mediaId: followed.id,
    episodeId: followed.episodes[1]!.id,
    positionSec: 600,
    durationSec: 1500,
  });
  stoppedIn = { historyId, episode: 1 };
});
afterAll(() => t.close());

const detailPath = (id: number | string, userId: number | string) =>
  buildPath(paths.animeDetail.path, { id, userId });

async function firstEpisodeOf(mediaId: number) {
  return t.db
    .selectFrom('episodes')
    .select(['id', 'number', 'duration_sec'])
    .where('media_id', '=', mediaId)
    .orderBy('number')
    .executeTakeFirstOrThrow();
}

/** A series in a franchise, with a translator, studio, director and actors. */
async function richSeries() {
  return t.db
    .selectFrom('media')
    .selectAll()
    .where('kind', '=', 'series')
    .where('media_group_id', 'is not', null)
    .where('translator_id', 'is not', null)
    .where('studio_id', 'is not', null)
    .where('director_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('media_actors').select('actor_id').whereRef('media_id', '=', 'media.id'),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/m/anime/detail/{id}/{userId}', () => {
  it('answers every detail field for a guest (userId 0)', async () => {
    const media = await richSeries();
    const detail = expectData('animeDetail', await call(t.app, 'GET', detailPath(media.id, 0)));
    expect(detail).toMatchObject({
      id: media.id,
      title: media.title,
      original_name: media.original_name,
      liked: null,
      later: false,
      notify: false,
      watch_status: null,
      is_mirror: media.is_mirror === 1,
      is_blacklist: media.is_blacklist === 1,
      rating: media.rating,
      total_episode: media.total_episode,
    });
    expect(detail.epId).toBe((await firstEpisodeOf(media.id)).id);
    expect(detail.translater?.nickname).toBeTruthy();
    expect(detail.studio?.name).toBeTruthy();
    expect(detail.director?.name).toBeTruthy();
    expect(detail.actors.length).toBeGreaterThan(0);
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.some((m) => m.id === media.id)).toBe(false);
    expect(detail.season?.id).toBe(media.season_id);
  });

  it('lists every season of the franchise in order, labelled by season title', async () => {
    const media = await richSeries();
    const detail = expectData('animeDetail', await call(t.app, 'GET', detailPath(media.id, 0)));
    const seasons = await t.db
      .selectFrom('media')
      .select(['id', 'season_title', 'title'])
      .where('media_group_id', '=', media.media_group_id)
      .orderBy('season_number')
      .execute();
    expect(seasons.length).toBeGreaterThan(1);
    expect(detail.other_seasons).toEqual(
      seasons.map((s) => ({ id: s.id, title: s.season_title ?? s.title })),
    );
    // Other seasons are already on the season buttons, so "similar" leaves them out.
    const groupIds = new Set(seasons.map((s) => s.id));
    expect(detail.related.some((m) => groupIds.has(m.id))).toBe(false);
  });

  it("answers the user's marks and resumes the unfinished episode", async () => {
    const detail = expectData(
      'animeDetail',
      await call(t.app, 'GET', detailPath(followed.id, mainId), { token: mainToken }),
    );
    expect(detail).toMatchObject({
      liked: 1,
      later: false,
      notify: true,
      watch_status: 'watching',
      epId: followed.episodes[stoppedIn.episode]!.id,
      ep_position_sec: 600,
    });
  });

  it('answers no position for a guest, another user, or a fresh series', async () => {
    const guest = expectData('animeDetail', await call(t.app, 'GET', detailPath(followed.id, 0)));
    expect(guest.ep_position_sec).toBe(0);
    const other = expectData(
      'animeDetail',
      await call(t.app, 'GET', detailPath(followed.id, secondId), { token: secondToken }),
    );
    expect(other).toMatchObject({ epId: followed.episodes[0]!.id, ep_position_sec: 0 });
  });

  it('moves epId to the next episode once the last one watched is finished', async () => {
    await t.db
      .updateTable('history')
      .set({ position_sec: 1000, duration_sec: 1000 })
      .where('id', '=', stoppedIn.historyId)
      .execute();
    const detail = expectData(
      'animeDetail',
      await call(t.app, 'GET', detailPath(followed.id, mainId), { token: mainToken }),
    );
    expect(detail.epId).toBe(followed.episodes[stoppedIn.episode + 1]!.id);
    // The next one is fresh: the play button just plays it.
    expect(detail.ep_position_sec).toBe(0);
  });

  it('follows the latest position, the episode’s own length, and stays on a finished last episode', async () => {
    const media = await t.db
      .selectFrom('episodes')
      .select('media_id')
      .groupBy('media_id')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .orderBy('media_id', 'desc')
      .executeTakeFirstOrThrow();
    const episodes = await t.db
      .selectFrom('episodes')
      .select(['id', 'duration_sec'])
      .where('media_id', '=', media.media_id)
      .orderBy('number')
      .orderBy('id')
      .execute();
    const [first, second] = episodes;
    const last = episodes.at(-1)!;
    const watched = (episodeId: number, position: number, duration: number, at: string) =>
      t.db
        .insertInto('history')
        .values({
          user_id: secondId,
          media_id: media.media_id,
          episode_id: episodeId,
          position_sec: position,
          duration_sec: duration,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'episode_id'])
            .doUpdateSet({ position_sec: position, duration_sec: duration, updated_at: at }),
        )
        .execute();
    const epId = async () =>
      expectData(
        'animeDetail',
        await call(t.app, 'GET', detailPath(media.media_id, secondId), { token: secondToken }),
      ).epId;

    expect(await epId()).toBe(first!.id);
    await watched(first!.id, 10, 0, '2026-01-01T00:00:00.000Z');
    await watched(second!.id, 5, 0, '2026-01-02T00:00:00.000Z');
    expect(await epId()).toBe(second!.id);
    // No duration from the player: the episode's own length says it is finished.
    await watched(second!.id, second!.duration_sec, 0, '2026-01-03T00:00:00.000Z');
    expect(await epId()).toBe(episodes[2]!.id);
    await watched(last.id, 1000, 1000, '2026-01-04T00:00:00.000Z');
    expect(await epId()).toBe(last.id);
  });

  it('gives another user only their own (empty) marks', async () => {
    const detail = expectData(
      'animeDetail',
      await call(t.app, 'GET', detailPath(followed.id, secondId), { token: secondToken }),
    );
    expect(detail).toMatchObject({ liked: null, later: false, notify: false, watch_status: null });
  });

  it('answers epId null for a title without episodes', async () => {
    const movie = await t.db
      .selectFrom('media')
      .select('id')
      .where('kind', '=', 'movie')
      .executeTakeFirstOrThrow();
    const detail = expectData('animeDetail', await call(t.app, 'GET', detailPath(movie.id, 0)));
    expect(detail.epId).toBeNull();
    expect(detail.kind).toBe('movie');
  });

  it('counts the episodes published so far beside the planned count', async () => {
    const coming = await createSeries(t, { episodes: 3 });
    await t.db
      .updateTable('media')
      .set({ total_episode: 10 })
      .where('id', '=', coming.id)
      .execute();
    const detail = expectData('animeDetail', await call(t.app, 'GET', detailPath(coming.id, 0)));
    expect([detail.episode_count, detail.total_episode]).toEqual([3, 10]);
  });

  it('answers 401 for a user id without a token, or with a bad one', async () => {
    expectError(await call(t.app, 'GET', detailPath(1, mainId)), 401, extra.unauthorized);
    expectError(
      await call(t.app, 'GET', detailPath(1, mainId), { token: 'x'.repeat(43) }),
      401,
      extra.unauthorized,
    );
  });

  it("answers 403 for another user's id", async () => {
    expectError(
      await call(t.app, 'GET', detailPath(1, secondId), { token: mainToken }),
      403,
      extra.forbidden,
    );
  });

  it('answers 404 for an unknown media', async () => {
    expectError(await call(t.app, 'GET', detailPath(999_999, 0)), 404, extra.notFound);
  });

  it.each([
    ['abc', '0'],
    ['0', '0'],
    ['-1', '0'],
    ['1', '-1'],
    ['1', 'me'],
    ['1.5', '0'],
  ])('answers 400 for id %s and userId %s', async (id, userId) => {
    expectError(await call(t.app, 'GET', detailPath(id, userId)), 400, extra.badRequest);
  });
});

describe('GET /api/m/anime/hover/{id}', () => {
  it('answers the hover video as p', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['id', 'hover_video'])
      .where('hover_video', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'GET', buildPath(paths.animeHover.path, { id: media.id }));
    expect(expectResponse('animeHover', res)).toEqual({ status: true, p: media.hover_video });
  });

  it('answers status false when the media has no hover video', async () => {
    const media = await t.db
      .selectFrom('media')
      .select('id')
      .where('hover_video', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'GET', buildPath(paths.animeHover.path, { id: media.id }));
    expect(expectResponse('animeHover', res)).toEqual({ status: false, msg: spec.videoMissing });
  });

  it('answers 404 and 400', async () => {
    const path = (id: string | number) => buildPath(paths.animeHover.path, { id });
    expectError(await call(t.app, 'GET', path(999_999)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path('x')), 400, extra.badRequest);
  });
});

describe('GET /api/m/media/related/{id}', () => {
  it('answers media sharing categories, never the media itself', async () => {
    const media = await richSeries();
    const related = expectData(
      'mediaRelated',
      await call(t.app, 'GET', buildPath(paths.mediaRelated.path, { id: media.id })),
    );
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(12);
    expect(related.some((m) => m.id === media.id)).toBe(false);
    const cats = await t.db
      .selectFrom('media_categories')
      .select('category_id')
      .where('media_id', '=', media.id)
      .execute();
    const shared = await t.db
      .selectFrom('media_categories')
      .select('media_id')
      .where(
        'category_id',
        'in',
        cats.map((c) => c.category_id),
      )
      .execute();
    const sharing = new Set(shared.map((s) => s.media_id));
    expect(related.every((m) => sharing.has(m.id))).toBe(true);
  });

  it('answers 404 and 400', async () => {
    const path = (id: string | number) => buildPath(paths.mediaRelated.path, { id });
    expectError(await call(t.app, 'GET', path(999_999)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path('-3')), 400, extra.badRequest);
  });
});

describe('GET /api/m/media/suggested/{cat}', () => {
  it('answers the best rated media of the category', async () => {
    const { id } = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const media = expectData(
      'mediaSuggested',
      await call(t.app, 'GET', buildPath(paths.mediaSuggested.path, { cat: id })),
    );
    expect(media.length).toBeGreaterThan(0);
    const ratings = media.map((m) => m.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('answers 404 and 400', async () => {
    const path = (cat: string | number) => buildPath(paths.mediaSuggested.path, { cat });
    expectError(await call(t.app, 'GET', path(999_999)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path('all')), 400, extra.badRequest);
  });
});

describe('GET /api/m/movie/{id}', () => {
  /** A non-theatre movie with video and dubs: watchable by any user with days left. */
  async function plainMovie(db = t.db) {
    return db
      .selectFrom('movies')
      .innerJoin('media', 'media.id', 'movies.media_id')
      .select(['media.id', 'media.title', 'movies.vid1', 'movies.price', 'movies.is_theatre'])
      .where('media.kind', '=', 'movie')
      .where('movies.vid1', 'like', '/media/%')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tracks')
            .select('tracks.id')
            .where('tracks.owner_type', '=', 'movie')
            .whereRef('tracks.owner_id', '=', 'media.id'),
        ),
      )
      .orderBy('media.id')
      .executeTakeFirstOrThrow();
  }

  it('answers a movie with its sources, dubs and subtitles to a user with days left', async () => {
    const row = await plainMovie();
    const movie = expectData(
      'movie',
      await call(t.app, 'GET', buildPath(paths.movie.path, { id: row.id }), { token: mainToken }),
    );
    expect(movie).toMatchObject({
      id: row.id,
      title: row.title,
      vid1: expect.stringMatching(signedUrlOf(row.vid1 ?? '', mainId)),
      price: row.price,
      is_theatre: row.is_theatre,
      can_watch: true,
      has_video: true,
    });
    expect(movie.atitle).toBeTruthy();
    expect(movie.dubs.length).toBeGreaterThan(0);
  });

  it('answers the title to a guest with the sources withheld', async () => {
    const row = await plainMovie();
    const movie = expectData(
      'movie',
      await call(t.app, 'GET', buildPath(paths.movie.path, { id: row.id })),
    );
    expect(movie).toMatchObject({ id: row.id, title: row.title, can_watch: false });
    expect([movie.vid1, movie.vid2, movie.vid3, movie.audio]).toEqual([null, null, null, null]);
    expect(movie.dubs).toEqual([]);
    expect(movie.subs).toEqual([]);
  });

  it('answers a theatre title without video as having none', async () => {
    const row = await t.db
      .selectFrom('movies')
      .select('media_id')
      .where('is_theatre', '=', 1)
      .where('vid1', 'is', null)
      .where('vid2', 'is', null)
      .where('vid3', 'is', null)
      .executeTakeFirstOrThrow();
    const movie = expectData(
      'movie',
      await call(t.app, 'GET', buildPath(paths.movie.path, { id: row.media_id }), {
        token: mainToken,
      }),
    );
    expect([movie.vid1, movie.vid2, movie.vid3]).toEqual([null, null, null]);
    expect(movie.is_theatre).toBe(1);
    expect(movie.has_video).toBe(false);
  });

  it('answers 404 for a series id and an unknown id, 400 for junk', async () => {
    const series = await t.db
      .selectFrom('media')
      .select('id')
      .where('kind', '=', 'series')
      .executeTakeFirstOrThrow();
    const path = (id: string | number) => buildPath(paths.movie.path, { id });
    expectError(await call(t.app, 'GET', path(series.id)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path(999_999)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path('1e')), 400, extra.badRequest);
  });

  it('points media URLs at MEDIA_BASE_URL when one is set', async () => {
    const cdn = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.example.mn/' });
    try {
      const row = await plainMovie(cdn.db);
      const viewer = await createSignedInUser(cdn, { days: 30 });
      const movie = expectData(
        'movie',
        await call(cdn.app, 'GET', buildPath(paths.movie.path, { id: row.id }), {
          token: viewer.token,
        }),
      );
      expect(movie.vid1).toMatch(signedUrlOf(row.vid1 ?? '', viewer.id, 'https://cdn.example.mn'));
    } finally {
      await cdn.close();
    }
  });
});

describe('GET /api/m/actor/{id}', () => {
  it('answers the actor and the media they appear in', async () => {
    const link = await t.db
      .selectFrom('media_actors')
      .select(['actor_id', 'media_id'])
      .executeTakeFirstOrThrow();
    const actor = expectData(
      'actor',
      await call(t.app, 'GET', buildPath(paths.actor.path, { id: link.actor_id })),
    );
    expect(actor.id).toBe(link.actor_id);
    expect(actor.media.some((m) => m.id === link.media_id)).toBe(true);
  });

  it('answers 404 and 400', async () => {
    const path = (id: string | number) => buildPath(paths.actor.path, { id });
    expectError(await call(t.app, 'GET', path(999_999)), 404, extra.notFound);
    expectError(await call(t.app, 'GET', path('abc')), 400, extra.badRequest);
  });
});
