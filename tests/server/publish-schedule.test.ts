import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { inTransaction } from '../../server/db/in-transaction';
import { publishEpisode } from '../../server/domain/episode-publish';
import { changeState, publishDue } from '../../server/domain/publishing';
import { startPublishSweep } from '../../server/sweeps/publish-sweep';
import { expectData } from './contract-check';
import { createMediaStatus, createSeries, createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Scheduled publishing (decision 052): publishDue puts a scheduled title or episode on the site
 * once its time came, and an episode's followers hear of it exactly once — however many
 * instances sweep at once, after the server was down at that minute, or after a hide and a
 * second publish.
 */

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A published series with one episode scheduled `inMs` from now, and a follower of it. */
async function scheduledEpisode(inMs: number) {
  const series = await createSeries(t, {
    episodes: 2,
    episodeState: (n) => (n === 2 ? 'scheduled' : 'published'),
    publishAt: t.clock.now() + inMs,
  });
  const follower = await createSignedInUser(t);
  await createMediaStatus(t, { userId: follower.id, mediaId: series.id, notify: true });
  return { series, episodeId: series.episodes[1]!.id, follower };
}

async function notificationsOf(episodeId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['user_id', 'link'])
    .where('dedupe_key', 'like', `episode:${episodeId}:%`)
    .execute();
}

const listed = async (mediaId: number) =>
  expectData(
    'episodesOfMedia',
    await call(t.app, 'GET', buildPath(paths.episodesOfMedia.path, { mediaId, userId: 0 })),
  ).map((e) => e.id);

const stateOf = async (table: 'media' | 'episodes', id: number) =>
  (
    await t.db
      .selectFrom(table)
      .select('publish_state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).publish_state;

describe('publishDue', () => {
  it('waits for the time, then publishes once and tells each follower once, even when two instances sweep together', async () => {
    const { series, episodeId, follower } = await scheduledEpisode(HOUR);
    expect(await publishDue(t.db, t.clock.now())).toBe(0);
    expect(await listed(series.id)).not.toContain(episodeId);
    expect(await notificationsOf(episodeId)).toEqual([]);

    t.clock.advance(HOUR);
    const runs = await Promise.all([
      publishDue(t.db, t.clock.now()),
      publishDue(t.db, t.clock.now()),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await publishDue(t.db, t.clock.now())).toBe(0);
    expect(await stateOf('episodes', episodeId)).toBe('published');
    expect(await listed(series.id)).toContain(episodeId);
    expect(await notificationsOf(episodeId)).toEqual([
      { user_id: follower.id, link: `/watch/${series.id}/${episodeId}` },
    ]);
  });

  it('publishes a scheduled title, which then answers its detail', async () => {
    const { id } = await createSeries(t, {
      episodes: 1,
      publishState: 'scheduled',
      publishAt: t.clock.now() + HOUR,
    });
    const detail = () => call(t.app, 'GET', buildPath(paths.animeDetail.path, { id, userId: 0 }));
    expect((await detail()).status).toBe(404);
    t.clock.advance(HOUR);
    expect(await publishDue(t.db, t.clock.now())).toBe(1);
    expect((await detail()).status).toBe(200);
  });
});

describe('the publish sweep of a starting server', () => {
  it('publishes at once what fell due while the server was down, and stops', async () => {
    // Its minute passed two hours ago, with no server running.
    const { episodeId, follower } = await scheduledEpisode(-2 * HOUR);
    const stop = startPublishSweep({ db: t.db, clock: t.clock });
    try {
      await expect.poll(() => stateOf('episodes', episodeId)).toBe('published');
    } finally {
      await stop();
    }
    expect((await notificationsOf(episodeId)).map((n) => n.user_id)).toEqual([follower.id]);
  });
});

describe('an episode hidden and published again', () => {
  it('does not tell its followers twice', async () => {
    const series = await createSeries(t, { episodes: 1 });
    const follower = await createSignedInUser(t);
    await createMediaStatus(t, { userId: follower.id, mediaId: series.id, notify: true });
    const { id, notified } = await publishEpisode(t.db, t.clock.now(), {
      mediaId: series.id,
      groupId: series.groupIds[0] ?? null,
      number: 2,
      isFree: false,
      folder: null,
    });
    expect(notified).toBe(1);
    expect(await listed(series.id)).toContain(id);

    const move = (state: 'hidden' | 'published') =>
      inTransaction(t.db, (trx) => changeState(trx, 'episodes', id, { state }, t.clock.now()));
    await move('hidden');
    expect(await listed(series.id)).not.toContain(id);
    expect((await move('published')).notified).toBe(0);
    expect(await listed(series.id)).toContain(id);
    expect((await notificationsOf(id)).map((n) => n.user_id)).toEqual([follower.id]);
  });
});
