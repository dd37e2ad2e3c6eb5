import type { KyselyPlugin } from 'kysely';
import { InsertQueryNode, sql, TableNode, UpdateQueryNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { IN_PROGRESS_HEADER } from '../../contract/outbox';
import { createApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { KEY_TTL_MS, requestHash } from '../../server/domain/idempotency';
import { WRITE_LIMITS } from '../../server/domain/write-limits';
import { expectData, expectError, expectResponse } from './contract-check';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';
import { BASE_DB_FILE } from './seed-time';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

let t: TestApp;
let f: WatchFixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterAll(() => t.close());

/** The table a query writes to, for the plugins below. */
function writtenTable(node: unknown): string | null {
  const target = InsertQueryNode.is(node as never)
    ? (node as InsertQueryNode).into
    : UpdateQueryNode.is(node as never)
      ? (node as UpdateQueryNode).table
      : undefined;
  return target && TableNode.is(target) ? target.table.identifier.name : null;
}

/**
 * The process dies between the write and storing its answer: every query after that point
 * fails, like a kill -9 leaving the open transaction to the database to throw away.
 */
function crashWhenStoringAnswer(): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (UpdateQueryNode.is(node) && writtenTable(node) === 'idempotency_keys') {
        throw new Error('killed between the write and its answer');
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
}

/** Holds a request inside its transaction right after it inserted its comment. */
function holdCommentInsert() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reach = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const inserts = new Set<unknown>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (InsertQueryNode.is(node) && writtenTable(node) === 'comments') inserts.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (inserts.has(queryId)) {
        reach();
        await held;
      }
      return result;
    },
  };
  return { plugin, reached, release: () => release() };
}

/** At a person's pace: comments are limited to 10 a minute per user. */
const PACE_MS = 7_000;

let counter = 0;
const newKey = () => `key-${Date.now()}-${counter++}`;

function postComment(key: string | undefined, body: string, who = f.paid, app = t.app) {
  t.clock.advance(PACE_MS);
  return call(app, 'POST', paths.commentPost.path, {
    token: who.token,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
    body: { episode_id: f.freeEpisode, user_id: who.id, body },
  });
}

const commentsWith = async (body: string) =>
  (await t.db.selectFrom('comments').select('id').where('body', '=', body).execute()).length;

const keyRows = async (key: string) =>
  t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute();

describe('Idempotency-Key', () => {
  it('makes a write happen once and replays the first answer', async () => {
    const key = newKey();
    const first = await postComment(key, 'Нэг удаа');
    const again = await postComment(key, 'Нэг удаа');
    expect(expectResponse('commentPost', first).msg).toBe(spec.commentSent);
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await commentsWith('Нэг удаа')).toBe(1);
    const rows = await keyRows(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: f.paid.id,
      method: 'POST',
      path: paths.commentPost.path,
      status_code: 200,
    });
  });

  it('without the header every request is a write of its own', async () => {
    await postComment(undefined, 'Түлхүүргүй');
    await postComment(undefined, 'Түлхүүргүй');
    expect(await commentsWith('Түлхүүргүй')).toBe(2);
  });

  it('answers 422 for the same key on a different body or path', async () => {
    const key = newKey();
    expectResponse('commentPost', await postComment(key, 'Эхнийх'));
    expectError(await postComment(key, 'Өөр'), 422, extra.idempotencyMismatch);
    const other = await call(
      t.app,
      'GET',
      buildPath(paths.mediaStatus.path, {
        mediaId: f.series,
        userId: f.paid.id,
        action: 'later',
        value: '1',
      }),
      { token: f.paid.token, headers: { 'Idempotency-Key': key } },
    );
    expectError(other, 422, extra.idempotencyMismatch);
    expect(await commentsWith('Өөр')).toBe(0);
  });

  it('keys belong to one user: another user may use the same key', async () => {
    const key = newKey();
    expectResponse('commentPost', await postComment(key, 'Хэрэглэгч А'));
    const b = await postComment(key, 'Хэрэглэгч Б', f.zero);
    expect(expectResponse('commentPost', b).comment?.user_id).toBe(f.zero.id);
    expect(await keyRows(key)).toHaveLength(2);
  });

  it('replays a GET write instead of repeating it (media like)', async () => {
    const key = newKey();
    const like = () =>
      call(
        t.app,
        'GET',
        buildPath(paths.mediaStatus.path, {
          mediaId: f.series,
          userId: f.zero.id,
          action: 'like',
          value: '1',
        }),
        { token: f.zero.token, headers: { 'Idempotency-Key': key } },
      );
    const first = expectData('mediaStatus', await like());
    // The user unlikes in between, without a key.
    await call(
      t.app,
      'GET',
      buildPath(paths.mediaStatus.path, {
        mediaId: f.series,
        userId: f.zero.id,
        action: 'like',
        value: '0',
      }),
      { token: f.zero.token },
    );
    const replay = await like();
    expect(expectData('mediaStatus', replay)).toEqual(first);
    const media = await t.db
      .selectFrom('media')
      .select('like_count')
      .where('id', '=', f.series)
      .executeTakeFirstOrThrow();
    expect(media.like_count).toBe(first.like_count - 1);
  });

  it('two concurrent requests with one key write once', async () => {
    const key = newKey();
    const answers = await Promise.all([
      postComment(key, 'Зэрэг'),
      postComment(key, 'Зэрэг'),
      postComment(key, 'Зэрэг'),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 409) expectError(answer, 409, extra.conflict);
      else expect(answer.json).toEqual(answers.find((a) => a.status === 200)!.json);
    }
    expect(await commentsWith('Зэрэг')).toBe(1);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('runs a claim left without an answer by an older version once, at once', async () => {
    const key = newKey();
    const body = JSON.stringify({ episode_id: f.freeEpisode, user_id: f.paid.id, body: 'Гацсан' });
    await t.db
      .insertInto('idempotency_keys')
      .values({
        key,
        user_id: f.paid.id,
        method: 'POST',
        path: paths.commentPost.path,
        body_hash: requestHash('POST', paths.commentPost.path, body),
        status_code: null,
        response: null,
        created_at: new Date(t.clock.now()).toISOString(),
      })
      .execute();
    expectResponse('commentPost', await postComment(key, 'Гацсан'));
    expect(await commentsWith('Гацсан')).toBe(1);
    expect((await keyRows(key))[0]?.status_code).toBe(200);
    expect((await postComment(key, 'Гацсан')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(await commentsWith('Гацсан')).toBe(1);
  });

  it('a crash after the write, before the answer is stored, leaves nothing: the retry writes once', async () => {
    const key = newKey();
    const crashing = createApp({ ...t.deps, db: t.db.withPlugin(crashWhenStoringAnswer()) });
    const lost = await postComment(key, 'Унасан', f.paid, crashing);
    expect(lost.status).toBe(500);
    // The write and the claim went with the answer.
    expect(await commentsWith('Унасан')).toBe(0);
    expect(await keyRows(key)).toHaveLength(0);

    // The outbox retries at once (not 409, which it would drop), then again after a minute.
    const retry = await postComment(key, 'Унасан');
    expect(expectResponse('commentPost', retry).msg).toBe(spec.commentSent);
    t.clock.advance(61_000);
    const later = await postComment(key, 'Унасан');
    expect(later.json).toEqual(retry.json);
    expect(later.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await commentsWith('Унасан')).toBe(1);
  });

  it('a retry more than 60 s after a crash does not double the comment', async () => {
    const key = newKey();
    const crashing = createApp({ ...t.deps, db: t.db.withPlugin(crashWhenStoringAnswer()) });
    expect((await postComment(key, 'Минутын дараа', f.paid, crashing)).status).toBe(500);
    t.clock.advance(61_000);
    expectResponse('commentPost', await postComment(key, 'Минутын дараа'));
    expectResponse('commentPost', await postComment(key, 'Минутын дараа'));
    expect(await commentsWith('Минутын дараа')).toBe(1);
    const episode = await t.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('body', '=', 'Минутын дараа')
      .executeTakeFirstOrThrow();
    expect(Number(episode.n)).toBe(1);
  });

  it('answers a repeat on another instance 409 "in progress" with Retry-After while the first runs', async () => {
    const key = newKey();
    const gate = holdCommentInsert();
    const first = createApp({ ...t.deps, db: t.db.withPlugin(gate.plugin) });
    // A second instance: its own connection (pool) to the same database.
    const otherDb = createDb(t.config, BASE_DB_FILE);
    const other = createApp({ ...t.deps, db: otherDb });
    try {
      const running = postComment(key, 'Зэрэгцээ', f.paid, first);
      await gate.reached;
      const waiting = await postComment(key, 'Зэрэгцээ', f.paid, other);
      expectError(waiting, 409, extra.conflict);
      expect(waiting.headers.get(IN_PROGRESS_HEADER)).toBe('true');
      expect(waiting.headers.get('Retry-After')).toBe('1');
      gate.release();
      const done = await running;
      expectResponse('commentPost', done);
      const replay = await postComment(key, 'Зэрэгцээ', f.paid, other);
      expect(replay.json).toEqual(done.json);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await commentsWith('Зэрэгцээ')).toBe(1);
    } finally {
      gate.release();
      await otherDb.destroy();
    }
  }, 20_000);

  it('does not keep a 429: the retry after the limit window runs the write', async () => {
    const key = newKey();
    const who = { id: f.zero.id, token: f.zero.token };
    const report = () =>
      call(t.app, 'POST', buildPath(paths.report.path, { userId: who.id }), {
        token: who.token,
        headers: { 'Idempotency-Key': key },
        body: { report: 'Олон дахин', type: 'ep', parent_id: f.paidEpisode, media_id: f.series },
      });
    t.clock.advance(61_000);
    for (let i = 0; i < WRITE_LIMITS.report[0]!.limit; i++) {
      const filler = await call(t.app, 'POST', buildPath(paths.report.path, { userId: who.id }), {
        token: who.token,
        body: { report: `Дүүргэх ${i}`, type: 'ep', parent_id: f.paidEpisode, media_id: f.series },
      });
      expect(filler.status).toBe(200);
    }
    expectError(await report(), 429, extra.tooManyRequests);
    expect(await keyRows(key)).toHaveLength(0);
    t.clock.advance(61_000);
    expect(expectResponse('report', await report()).msg).toBe(spec.reportSent);
    expect((await report()).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('keeps client errors, so a repeat gets the same 400', async () => {
    const key = newKey();
    expectError(await postComment(key, '   '), 400, extra.commentEmpty);
    const again = await postComment(key, '   ');
    expectError(again, 400, extra.commentEmpty);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('forgets a write that failed on the server, so a retry runs it', async () => {
    const key = newKey();
    const report = () =>
      call(t.app, 'POST', buildPath(paths.report.path, { userId: f.paid.id }), {
        token: f.paid.token,
        headers: { 'Idempotency-Key': key },
        body: { report: 'Дүрс алга', type: 'ep', parent_id: f.paidEpisode, media_id: f.series },
      });
    await sql`alter table reports rename to reports_away`.execute(t.db);
    try {
      const failed = await report();
      expect(failed.status).toBe(500);
    } finally {
      await sql`alter table reports_away rename to reports`.execute(t.db);
    }
    expect(await keyRows(key)).toHaveLength(0);
    expect(expectResponse('report', await report()).msg).toBe(spec.reportSent);
    expect((await keyRows(key))[0]?.status_code).toBe(200);
  });

  it('prunes keys after 7 days by the clock', async () => {
    const key = newKey();
    expectResponse('commentPost', await postComment(key, 'Хуучин'));
    // postComment() moves the clock on by PACE_MS before it sends.
    t.clock.advance(KEY_TTL_MS - 1 - PACE_MS);
    // Sessions end before keys do: log in again.
    f.paid.token = await loginAs(t, f.paid.id);
    f.zero.token = await loginAs(t, f.zero.id);
    expectError(await postComment(key, 'Шинэ'), 422, extra.idempotencyMismatch);
    // The next postComment() is PACE_MS later: past the 7 days.
    const fresh = await postComment(key, 'Шинэ');
    expect(expectResponse('commentPost', fresh).comment?.body).toBe('Шинэ');
    const rows = await keyRows(key);
    expect(rows.filter((r) => r.user_id === f.paid.id)).toHaveLength(1);
    const stale = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('created_at', '<', new Date(t.clock.now() - KEY_TTL_MS).toISOString())
      .execute();
    expect(stale).toEqual([]);
  });

  it('refuses a key longer than 255 characters; 255 is fine', async () => {
    expectError(await postComment('k'.repeat(256), 'Урт'), 400, extra.badRequest);
    expectError(await postComment('with space', 'Урт'), 400, extra.badRequest);
    expectResponse('commentPost', await postComment('k'.repeat(255), 'Урт'));
  });

  it('leaves requests without a valid token to the handler, keeping nothing', async () => {
    const key = newKey();
    const res = await call(t.app, 'POST', paths.commentPost.path, {
      headers: { 'Idempotency-Key': key },
      body: { episode_id: f.freeEpisode, user_id: f.paid.id, body: 'Зочин' },
    });
    expectError(res, 401, spec.loginRequired);
    expect(await keyRows(key)).toHaveLength(0);
  });
});
