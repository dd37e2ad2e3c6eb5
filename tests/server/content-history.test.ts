import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/envelope';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { createHistory, createMovie, createSeries, createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
let mainId: number;
let mainToken: string;
let secondId: number;
let secondToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // "main" has watched two episodes of a series and part of a movie; "second" nothing yet.
  const main = await createSignedInUser(t, { days: 30 });
  const second = await createSignedInUser(t);
  [mainId, mainToken, secondId, secondToken] = [main.id, main.token, second.id, second.token];
  const series = await createSeries(t, { episodes: 3 });
  const movie = await createMovie(t);
  for (const [i, episode] of series.episodes.slice(0, 2).entries()) {
    await createHistory(t, {
      userId: mainId,
      mediaId: series.id,
      episodeId: episode.id,
      positionSec: 600,
      durationSec: 1500,
      ago: (3 - i) * HOUR,
    });
  }
  await createHistory(t, {
    userId: mainId,
    mediaId: movie,
    episodeId: null,
    positionSec: 2400,
    durationSec: 5400,
    ago: HOUR,
  });
});

const HOUR = 3_600_000;
afterAll(() => t.close());

/** Gives a user many history rows: ten episodes per series, so per-media collapsing shows. */
async function fillHistory(userId: number, episodesWanted: number) {
  const watched: { id: number }[] = [];
  while (watched.length < episodesWanted) {
    const series = await createSeries(t, {
      episodes: Math.min(10, episodesWanted - watched.length),
    });
    for (const episode of series.episodes) {
      await createHistory(t, {
        userId,
        mediaId: series.id,
        episodeId: episode.id,
        positionSec: 60,
        durationSec: 1500,
        ago: 10_000_000 - watched.length * 1000,
      });
      watched.push(episode);
    }
  }
  return watched;
}

describe('GET /api/m/history/{userId}', () => {
  const path = (userId: number | string) => buildPath(paths.history.path, { userId });

  it("answers the user's history, newest first, movies with episode null", async () => {
    const data = expectData(
      'history',
      await call(t.app, 'GET', path(mainId), { token: mainToken }),
    );
    const rows = await t.db
      .selectFrom('history')
      .select(['id', 'episode_id'])
      .where('user_id', '=', mainId)
      .execute();
    expect(data.total).toBe(rows.length);
    const updated = data.data.map((h) => h.updated_at);
    expect([...updated].sort().reverse()).toEqual(updated);
    expect(data.data.some((h) => h.episode === null && h.media.kind === 'movie')).toBe(true);
    expect(data.data.some((h) => h.episode !== null)).toBe(true);
  });

  it('pages a long history', async () => {
    const episodes = await fillHistory(secondId, PAGE_SIZE + 5);
    const get = (page: number) =>
      call(t.app, 'GET', path(secondId), { token: secondToken, query: { page } });
    const first = expectData('history', await get(1));
    const second = expectData('history', await get(2));
    const third = expectData('history', await get(3));
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: episodes.length });
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(second.data).toHaveLength(5);
    const ids = [...first.data, ...second.data].map((h) => h.id);
    expect(new Set(ids).size).toBe(episodes.length);
    expect(third).toEqual({ data: [], current_page: 3, last_page: 2, total: episodes.length });
  });

  it('answers 401 for a guest or a missing token, 403 for another user', async () => {
    expectError(await call(t.app, 'GET', path(0)), 401, extra.unauthorized);
    expectError(await call(t.app, 'GET', path(mainId)), 401, extra.unauthorized);
    expectError(
      await call(t.app, 'GET', path(secondId), { token: mainToken }),
      403,
      extra.forbidden,
    );
  });

  it('answers 400 for junk', async () => {
    expectError(await call(t.app, 'GET', path('me'), { token: mainToken }), 400, extra.badRequest);
    expectError(
      await call(t.app, 'GET', path(mainId), { token: mainToken, query: { page: -1 } }),
      400,
      extra.badRequest,
    );
  });
});

describe('GET /api/m/history/latest/list/{userId}', () => {
  const path = (userId: number | string) => buildPath(paths.historyLatest.path, { userId });

  it('answers one row per media: the latest', async () => {
    const data = expectData(
      'historyLatest',
      await call(t.app, 'GET', path(secondId), { token: secondToken }),
    );
    const mediaIds = data.map((h) => h.media.id);
    expect(new Set(mediaIds).size).toBe(mediaIds.length);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(24);
    for (const item of data) {
      const newest = await t.db
        .selectFrom('history')
        .select('id')
        .where('user_id', '=', secondId)
        .where('media_id', '=', item.media.id)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(item.id).toBe(newest.id);
    }
  });

  it('answers an empty list for a user without history', async () => {
    const { id: userId, token } = await createSignedInUser(t);
    expect(expectData('historyLatest', await call(t.app, 'GET', path(userId), { token }))).toEqual(
      [],
    );
  });

  it('answers 401 and 403', async () => {
    expectError(await call(t.app, 'GET', path(0)), 401, extra.unauthorized);
    expectError(await call(t.app, 'GET', path(mainId)), 401, extra.unauthorized);
    expectError(
      await call(t.app, 'GET', path(mainId), { token: secondToken }),
      403,
      extra.forbidden,
    );
  });
});
