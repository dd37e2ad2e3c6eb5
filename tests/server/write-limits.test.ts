import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { createApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { WRITE_LIMITS } from '../../server/domain/write-limits';
import { expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { BASE_DB_FILE } from './seed-time';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

/*
 * A script firing 100 writes in a few seconds: the first N pass, every other one is 429 with
 * Retry-After and the catalogue's text, and nothing beyond N is stored. A fresh app per test, so
 * each starts with empty counters.
 */

let t: TestApp;
let f: WatchFixtures;

beforeEach(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
});
afterEach(() => t.close());

const MINUTE = 60_000;
const minuteLimit = (kind: keyof typeof WRITE_LIMITS) => WRITE_LIMITS[kind][0]!.limit;

type Answer = Awaited<ReturnType<typeof call>>;

/** All 200s first in count, all others 429 with a Retry-After of at least a second. */
function expectCut(answers: Answer[], passed: number) {
  expect(answers.filter((a) => a.status === 200)).toHaveLength(passed);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused).toHaveLength(answers.length - passed);
  for (const answer of refused) {
    expectError(answer, 429, extra.tooManyRequests);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  }
}

const comment = (body: string, app = t.app) =>
  call(app, 'POST', paths.commentPost.path, {
    token: f.paid.token,
    body: { episode_id: f.freeEpisode, user_id: f.paid.id, body },
  });

async function storedComments(prefix: string) {
  const rows = await t.db
    .selectFrom('comments')
    .select('body')
    .where('user_id', '=', f.paid.id)
    .where('body', 'like', `${prefix}%`)
    .execute();
  return rows.length;
}

const commentCount = async () =>
  (
    await t.db
      .selectFrom('episodes')
      .select('comment_count')
      .where('id', '=', f.freeEpisode)
      .executeTakeFirstOrThrow()
  ).comment_count;

describe('per-user write limits', () => {
  it('100 comments at once: the first 10 are stored, 90 get 429, and a minute later one more passes', async () => {
    const before = await commentCount();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => comment(`Скрипт ${i}`)),
    );
    expect(minuteLimit('comment')).toBe(10);
    expectCut(answers, 10);
    expect(await storedComments('Скрипт')).toBe(10);
    expect(await commentCount()).toBe(before + 10);

    t.clock.advance(MINUTE);
    expect((await comment('Скрипт дараа нь')).status).toBe(200);
    expect(await storedComments('Скрипт')).toBe(11);
  });

  it('at most 200 comments a day, however they are spread over the minutes', async () => {
    for (let minute = 0; minute < 20; minute++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => comment(`Өдөр ${minute}-${i}`)),
      );
      expectCut(answers, 10);
      t.clock.advance(MINUTE);
    }
    const over = await comment('Өдөр илүү');
    expectError(over, 429, extra.tooManyRequests);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60 - 20 * 60);
    expect(await storedComments('Өдөр')).toBe(200);
  });

  it('counts across instances: two servers on one database share the counter', async () => {
    const otherDb = createDb(t.config, BASE_DB_FILE);
    const other = createApp({ ...t.deps, db: otherDb });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < 30; i++) answers.push(await comment(`Хоёр ${i}`, i % 2 ? other : t.app));
      expectCut(answers, 10);
      expect(await storedComments('Хоёр')).toBe(10);
    } finally {
      await otherDb.destroy();
    }
  });

  it('100 reports at once: 5 are stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(t.app, 'POST', buildPath(paths.report.path, { userId: f.paid.id }), {
          token: f.paid.token,
          body: { report: `Гомдол ${i}`, type: 'ep', parent_id: f.paidEpisode, media_id: f.series },
        }),
      ),
    );
    expectCut(answers, minuteLimit('report'));
    const stored = await t.db
      .selectFrom('reports')
      .select('id')
      .where('user_id', '=', f.paid.id)
      .where('report', 'like', 'Гомдол%')
      .execute();
    expect(stored).toHaveLength(5);
  });

  it('100 likes and status changes in a row: 60 pass, the rest change nothing', async () => {
    const like = (value: '0' | '1') =>
      call(
        t.app,
        'GET',
        buildPath(paths.mediaStatus.path, {
          mediaId: f.series,
          userId: f.paid.id,
          action: 'like',
          value,
        }),
        { token: f.paid.token },
      );
    const episodeLike = (value: '0' | '1') =>
      call(
        t.app,
        'GET',
        buildPath(paths.episodeStatus.path, {
          episodeId: f.freeEpisode,
          userId: f.paid.id,
          action: 'like',
          value,
        }),
        { token: f.paid.token },
      );
    const answers: Answer[] = [];
    // Sequential, so the state after the 60th is known: likes and episode dislikes alternate.
    for (let i = 0; i < 100; i++) {
      answers.push(await (i % 2 ? episodeLike(i % 4 === 1 ? '1' : '0') : like(i % 4 ? '0' : '1')));
    }
    expectCut(answers, minuteLimit('toggle'));
    expect(answers.slice(0, 60).every((a) => a.status === 200)).toBe(true);
    const media = await t.db
      .selectFrom('media_statuses')
      .select('liked')
      .where('user_id', '=', f.paid.id)
      .where('media_id', '=', f.series)
      .executeTakeFirstOrThrow();
    // The 59th request (i = 58) was the last media like to pass: i % 4 = 2, an unlike.
    expect(media.liked).toBeNull();
    const episode = await t.db
      .selectFrom('episode_likes')
      .select('value')
      .where('user_id', '=', f.paid.id)
      .where('episode_id', '=', f.freeEpisode)
      .executeTakeFirstOrThrow();
    // The 60th (i = 59, i % 4 = 3) set a dislike; the refused likes after it changed nothing.
    expect(episode.value).toBe(0);
  });

  it('130 history writes at once: 120 pass (a player sends one every 15 s)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        call(t.app, 'POST', buildPath(paths.historyWrite.path, { userId: f.paid.id }), {
          token: f.paid.token,
          body: { episode_id: f.freeEpisode, position_sec: i, duration_sec: 600 },
        }),
      ),
    );
    expectCut(answers, minuteLimit('history'));
  });

  it('100 avatar uploads at once: 30 stored', async () => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
      const res = await t.app.request(paths.upload.path, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${f.paid.token}` },
      });
      return { status: res.status, json: (await res.json()) as unknown, headers: res.headers };
    };
    const answers = await Promise.all(Array.from({ length: 100 }, upload));
    expectCut(answers, 30);
    const dir = path.join(t.config.uploadsDir, 'avatars');
    expect(fs.readdirSync(dir)).toHaveLength(30);
  });
});
