import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

let t: TestApp;
let f: WatchFixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterAll(() => t.close());

describe('POST /api/m/report/{userId}', () => {
  const report = (body: unknown, who: { id: number; token?: string } = f.paid) =>
    call(t.app, 'POST', buildPath(paths.report.path, { userId: who.id }), {
      token: who.token,
      body,
    });
  const valid = () => ({
    report: 'Дуу дүрс зөрөөд байна',
    type: 'ep',
    parent_id: f.paidEpisode,
    media_id: f.series,
  });

  it("stores the report and answers the spec's thanks", async () => {
    const res = expectResponse('report', await report(valid()));
    expect(res).toEqual({ status: true, msg: spec.reportSent });
    const rows = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('user_id', '=', f.paid.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'ep',
      parent_id: f.paidEpisode,
      media_id: f.series,
      report: 'Дуу дүрс зөрөөд байна',
      created_at: new Date(t.clock.now()).toISOString(),
    });
  });

  it('refuses an empty report, another type, a mismatched media and an unknown episode', async () => {
    expectError(await report({ ...valid(), report: '  ' }), 400, extra.badRequest);
    expectError(await report({ ...valid(), type: 'media' }), 400, extra.badRequest);
    expectError(await report({ ...valid(), media_id: f.freeMovie }), 400, extra.badRequest);
    expectError(await report({ ...valid(), parent_id: 999_999 }), 404, extra.notFound);
  });

  it('needs a login', async () => {
    expectError(await report(valid(), { id: 0 }), 401, spec.loginRequired);
    expectError(await report(valid(), { id: f.paid.id }), 401, extra.unauthorized);
    expectError(
      await report(valid(), { id: f.paid.id, token: f.zero.token }),
      403,
      extra.forbidden,
    );
  });
});

describe('POST /api/m/history/{userId}', () => {
  const write = (body: unknown, who: { id: number; token?: string } = f.zero) =>
    call(t.app, 'POST', buildPath(paths.historyWrite.path, { userId: who.id }), {
      token: who.token,
      body,
    });
  const detail = async (mediaId: number) =>
    expectData(
      'animeDetail',
      await call(
        t.app,
        'GET',
        buildPath(paths.animeDetail.path, { id: mediaId, userId: f.zero.id }),
        {
          token: f.zero.token,
        },
      ),
    );
  const episodes = () =>
    t.db
      .selectFrom('episodes')
      .select(['id', 'number', 'duration_sec'])
      .where('media_id', '=', f.series)
      .orderBy('number')
      .execute();
  const historyRows = () =>
    t.db.selectFrom('history').selectAll().where('user_id', '=', f.zero.id).execute();

  it('upserts one row per episode and moves epId on once an episode is watched', async () => {
    const [first, second] = await episodes();
    expect((await detail(f.series)).epId).toBe(first!.id);

    t.clock.advance(1000);
    expectResponse('historyWrite', await write({ episode_id: first!.id, position_sec: 120.7 }));
    expect((await detail(f.series)).epId).toBe(first!.id);
    let rows = await historyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      media_id: f.series,
      episode_id: first!.id,
      position_sec: 120,
      duration_sec: first!.duration_sec,
    });

    t.clock.advance(1000);
    await write({
      episode_id: first!.id,
      position_sec: first!.duration_sec - 5,
      duration_sec: first!.duration_sec,
    });
    rows = await historyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.position_sec).toBe(first!.duration_sec - 5);
    expect(rows[0]!.updated_at).toBe(new Date(t.clock.now()).toISOString());
    // Watched to the end: "play" goes to the next unwatched episode.
    expect((await detail(f.series)).epId).toBe(second!.id);

    const latest = expectData(
      'historyLatest',
      await call(t.app, 'GET', buildPath(paths.historyLatest.path, { userId: f.zero.id }), {
        token: f.zero.token,
      }),
    );
    expect(latest[0]).toMatchObject({
      media: { id: f.series },
      episode: { id: first!.id },
      position_sec: first!.duration_sec - 5,
    });
    const resumed = expectData(
      'episodeForUser',
      await call(
        t.app,
        'GET',
        buildPath(paths.episodeForUser.path, { id: first!.id, userId: f.zero.id }),
        { token: f.zero.token },
      ),
    );
    expect(resumed.position_sec).toBe(first!.duration_sec - 5);
  });

  it('caps the position at the duration', async () => {
    const [, , third] = await episodes();
    await write({ episode_id: third!.id, position_sec: 50_000, duration_sec: 600 });
    const row = (await historyRows()).find((r) => r.episode_id === third!.id);
    expect(row).toMatchObject({ position_sec: 600, duration_sec: 600 });
  });

  it('keeps one row per movie too', async () => {
    await write({ movie_id: f.freeMovie, position_sec: 60 });
    t.clock.advance(1000);
    await write({ movie_id: f.freeMovie, position_sec: 90, duration_sec: 5000 });
    const rows = (await historyRows()).filter((r) => r.media_id === f.freeMovie);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ episode_id: null, position_sec: 90, duration_sec: 5000 });
    const history = expectData(
      'history',
      await call(t.app, 'GET', buildPath(paths.history.path, { userId: f.zero.id }), {
        token: f.zero.token,
      }),
    );
    expect(history.data[0]).toMatchObject({ media: { id: f.freeMovie }, episode: null });
  });

  it('refuses bodies without exactly one target, the live channel and unknown ids', async () => {
    expectError(await write({ position_sec: 5 }), 400, extra.badRequest);
    expectError(
      await write({ episode_id: f.freeEpisode, movie_id: f.freeMovie, position_sec: 5 }),
      400,
      extra.badRequest,
    );
    expectError(
      await write({ episode_id: f.freeEpisode, position_sec: -1 }),
      400,
      extra.badRequest,
    );
    expectError(await write({ episode_id: f.freeEpisode, position: 5 }), 400, extra.badRequest);
    expectError(await write({ movie_id: f.live, position_sec: 5 }), 404, extra.notFound);
    expectError(await write({ movie_id: f.series, position_sec: 5 }), 404, extra.notFound);
    expectError(await write({ episode_id: 999_999, position_sec: 5 }), 404, extra.notFound);
  });

  it('needs a login', async () => {
    const body = { episode_id: f.freeEpisode, position_sec: 5 };
    expectError(await write(body, { id: 0 }), 401, spec.loginRequired);
    expectError(await write(body, { id: f.zero.id, token: f.paid.token }), 403, extra.forbidden);
  });
});
