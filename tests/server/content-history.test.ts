import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/envelope';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { call, createTestApp, DEMO_PHONE, loginAs, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
let mainId: number;
let mainToken: string;
let secondId: number;
let secondToken: string;

beforeAll(async () => {
  t = await createTestApp();
  mainId = await userIdByPhone(t.db, DEMO_PHONE.main);
  secondId = await userIdByPhone(t.db, DEMO_PHONE.second);
  mainToken = await loginAs(t, mainId);
  secondToken = await loginAs(t, secondId);
});
afterAll(() => t.close());

/** Gives a user many history rows: several episodes per media, so per-media collapsing shows. */
async function fillHistory(userId: number, episodesWanted: number) {
  const episodes = await t.db
    .selectFrom('episodes')
    .select(['id', 'media_id', 'duration_sec'])
    .orderBy('id')
    .limit(episodesWanted)
    .execute();
  const base = t.clock.now();
  await t.db
    .insertInto('history')
    .values(
      episodes.map((e, i) => ({
        user_id: userId,
        media_id: e.media_id,
        episode_id: e.id,
        position_sec: 60,
        duration_sec: e.duration_sec,
        created_at: new Date(base - 10_000_000 + i * 1000).toISOString(),
        updated_at: new Date(base - 10_000_000 + i * 1000).toISOString(),
      })),
    )
    .execute();
  return episodes;
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
    const userId = await userIdByPhone(t.db, '95112233');
    const token = await loginAs(t, userId);
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
