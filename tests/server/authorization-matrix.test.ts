import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { isPostgres } from '../../server/db/dialect';
import { expectError } from './contract-check';
import {
  createComment,
  createEpisodeLike,
  createHistory,
  createMediaStatus,
  createMovie,
  createNotification,
  createPaidInvoice,
  createSeries,
  createUser,
} from '../factories';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';

/*
 * docs/security-notes.md §2 (API1 BOLA): every route with `:userId` in contract/paths.ts, found by
 * iterating the table, is held to: no token → 401; a tampered token → 401; user A's token with
 * B's id → 403 and none of B's rows change; and, as a control that the fixture is real, A's token
 * with A's own id is let through. A new `:userId` route without a fixture below fails this file.
 * Routes the server does not answer yet (its JSON 404) are listed as todo, by name.
 */

interface Seeds {
  mediaId: number;
  episodeId: number;
  groupId: number;
  commentId: number;
  theatreId: number;
  optionId: number;
  /** One of A's own notifications, for the control of marking one read. */
  notificationId: number;
}

/** Body typed by the contract, so a changed request shape breaks the build, not just the run. */
type Fixture<K extends EndpointName> = (s: Seeds) => {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: BodyOf<K>;
};

const fixtures: { [K in EndpointName]?: Fixture<K> } = {
  animeDetail: (s) => ({ params: { id: s.mediaId } }),
  animeList: () => ({ query: { t: 'all' }, body: { cats: [], sort: 'all' } }),
  animeListGet: () => ({ query: { t: 'liked' } }),
  historyLatest: () => ({}),
  history: () => ({}),
  notifications: () => ({}),
  notificationPage: () => ({}),
  notificationCount: () => ({}),
  notificationRead: (s) => ({ params: { id: s.notificationId } }),
  notificationReadAll: () => ({}),
  mediaStatus: (s) => ({ params: { mediaId: s.mediaId, action: 'like', value: '1' } }),
  episodeStatus: (s) => ({ params: { episodeId: s.episodeId, action: 'like', value: '1' } }),
  episodesOfMedia: (s) => ({ params: { mediaId: s.mediaId } }),
  groups: (s) => ({ params: { anime: s.mediaId } }),
  episodesOfGroup: (s) => ({ params: { group: s.groupId } }),
  episodeForUser: (s) => ({ params: { id: s.episodeId } }),
  report: (s) => ({
    body: { report: 'Дуу хоцорч байна', type: 'ep', parent_id: s.episodeId, media_id: s.mediaId },
  }),
  comments: (s) => ({ params: { episodeId: s.episodeId } }),
  commentAction: (s) => ({ params: { commentId: s.commentId, action: '1' } }),
  commentReport: (s) => ({ params: { commentId: s.commentId }, body: { reason: 'Доромжилсон' } }),
  historyWrite: (s) => ({ body: { episode_id: s.episodeId, position_sec: 42 } }),
  paymentStatus: () => ({}),
  tvodCheck: (s) => ({ params: { movieId: s.theatreId } }),
  movieInvoice: (s) => ({ params: { movieId: s.theatreId } }),
  extendInvoice: (s) => ({ params: { optionId: s.optionId } }),
  receipts: () => ({}),
  taxType: () => ({}),
  taxTypeSet: () => ({ body: { type: 'individual' } }),
  me: () => ({}),
  downloadGrant: (s) => ({ params: { kind: 'episode', id: s.episodeId } }),
  changePin: () => ({ body: { old_pin: A_PIN, new_pin: '8361', repeat_pin: '8361' } }),
};

/** A's PIN, for the PIN change. */
const A_PIN = '4826';

const userIdRoutes = (Object.keys(paths) as EndpointName[]).filter((name) =>
  paths[name].path.includes(':userId'),
);

// Set up at collection time: whether a route is implemented decides between a test and a todo.
const t: TestApp = await createTestApp();
afterAll(() => t.close());

// A has 30 days of access; B has a history of their own, which A must not be able to touch.
const a = (await createUser(t, { days: 30, pin: A_PIN })).id;
const b = (await createUser(t, { days: 30 })).id;
const series = await createSeries(t, { episodes: 3 });
const episode = series.episodes[0]!;
const seeds: Seeds = {
  mediaId: series.id,
  episodeId: episode.id,
  groupId: episode.groupId,
  commentId: await createComment(t, { episodeId: episode.id, userId: b, body: 'Сайхан' }),
  theatreId: await createMovie(t, { kind: 'theatre', price: 12_000 }),
  optionId: (
    await t.db.selectFrom('payment_options').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id,
  notificationId: await createNotification(t, { userId: a, title: 'А-д', body: 'Зөвхөн А' }),
};
await createHistory(t, {
  userId: b,
  mediaId: series.id,
  episodeId: series.episodes[1]!.id,
  positionSec: 300,
  durationSec: 1500,
});
await createMediaStatus(t, { userId: b, mediaId: series.id, liked: 1, notify: true });
await createEpisodeLike(t, { userId: b, episodeId: episode.id });
await createNotification(t, { userId: b, title: 'Б-д', body: 'Зөвхөн Б' });
await createPaidInvoice(t, { userId: b, kind: 'extend', amount: 9_900, optionId: seeds.optionId });

const tokenA = await loginAs(t, a);
// B is logged in too, so B's sessions are among the rows that must not change.
await loginAs(t, b);

function send(name: EndpointName, userId: number, token: string | undefined) {
  const route = paths[name];
  const fixture = fixtures[name] as Fixture<EndpointName>;
  const request = fixture(seeds);
  return call(t.app, route.method, buildPath(route.path, { ...request.params, userId }), {
    token,
    query: request.query,
    body: route.method === 'GET' ? undefined : request.body,
  });
}

/** Tables with a user_id column, from the catalogue of whichever database this run uses. */
async function tablesWithUserId(): Promise<string[]> {
  const query = isPostgres(t.db)
    ? sql<{ name: string }>`
        select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'`
    : sql<{ name: string }>`
        select m.name from sqlite_master m
        where m.type = 'table' and exists (
          select 1 from pragma_table_info(m.name) p where p.name = 'user_id')`;
  return (await query.execute(t.db)).rows.map((r) => r.name).sort();
}

/**
 * Every row that belongs to B, in every table with a user_id column, plus B's users row. Rows are
 * compared as sorted JSON: PostgreSQL has no rowid, and an update may move a row in its heap.
 */
async function rowsOf(userId: number): Promise<string> {
  const snapshot: Record<string, unknown[]> = {
    users: (await sql`select * from users where id = ${userId}`.execute(t.db)).rows,
  };
  for (const name of await tablesWithUserId()) {
    const { rows } = await sql`select * from ${sql.table(name)} where user_id = ${userId}`.execute(
      t.db,
    );
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(snapshot);
}

const isServerNotFound = (res: { status: number; json: unknown }) =>
  res.status === 404 && (res.json as { msg?: unknown } | null)?.msg === extra.notFound;

const implemented = new Map<EndpointName, boolean>();
for (const name of userIdRoutes) {
  if (!fixtures[name]) continue;
  implemented.set(name, !isServerNotFound(await send(name, b, undefined)));
}

it('finds the :userId routes in contract/paths.ts', () => {
  expect(userIdRoutes.length).toBeGreaterThanOrEqual(20);
  expect(userIdRoutes).toContain('me');
  expect(userIdRoutes).toContain('changePin');
});

it('has a fixture for every :userId route (add new routes to the matrix)', () => {
  expect(userIdRoutes.filter((name) => !fixtures[name])).toEqual([]);
});

describe.each(userIdRoutes)('%s', (name) => {
  if (!fixtures[name]) {
    it('has a fixture', () => {
      expect.fail(`no authorization-matrix fixture for ${name} (${paths[name].path})`);
    });
    return;
  }
  if (!implemented.get(name)) {
    it.todo(`${name}: not implemented yet (the server answers its JSON 404)`);
    return;
  }

  it('no token → 401', async () => {
    expectError(await send(name, b, undefined), 401, extra.unauthorized);
  });

  it('a tampered token → 401', async () => {
    const last = tokenA.at(-1) === 'A' ? 'B' : 'A';
    expectError(await send(name, b, tokenA.slice(0, -1) + last), 401, extra.unauthorized);
  });

  it("A's token with B's id → 403, and B's rows are unchanged", async () => {
    const before = await rowsOf(b);
    expectError(await send(name, b, tokenA), 403, extra.forbidden);
    expect(await rowsOf(b)).toBe(before);
  });

  it("control: A's token with A's own id is let through", async () => {
    const res = await send(name, a, tokenA);
    expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  });
});
