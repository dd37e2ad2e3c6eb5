import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages } from '../../contract/endpoints/social';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { createSeries } from '../factories';
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

/** A new series nobody has a status for, already liked by others. */
async function untouchedSeries() {
  const series = await createSeries(t, { episodes: 1, likeCount: 40 });
  return { id: series.id, like_count: 40 };
}

const likeCount = async (mediaId: number) =>
  (
    await t.db
      .selectFrom('media')
      .select('like_count')
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow()
  ).like_count;

function setMedia(
  mediaId: number | string,
  action: string,
  value: string,
  who: { id: number; token?: string } = f.paid,
) {
  return call(
    t.app,
    'GET',
    buildPath(paths.mediaStatus.path, { mediaId, userId: who.id, action, value }),
    { token: who.token },
  );
}

function setEpisode(episodeId: number | string, value: string, who = f.paid) {
  return call(
    t.app,
    'GET',
    buildPath(paths.episodeStatus.path, {
      episodeId,
      userId: who.id,
      action: 'like',
      value,
    }),
    { token: who.token },
  );
}

describe('GET /api/m/anime/status/{mediaId}/{userId}/anime/{action}/{value}', () => {
  it('like 1 likes once, 0 and null remove it; like_count follows and never doubles', async () => {
    const media = await untouchedSeries();
    const start = media.like_count;

    const liked = expectResponse('mediaStatus', await setMedia(media.id, 'like', '1'));
    expect(liked.msg).toBe(socialMessages.statusSaved);
    expect(liked.data).toMatchObject({ liked: 1, like_count: start + 1 });
    // Repeating a value (an offline replay without a key, a double click) changes nothing.
    expect(expectData('mediaStatus', await setMedia(media.id, 'like', '1')).like_count).toBe(
      start + 1,
    );
    expect(expectData('mediaStatus', await setMedia(media.id, 'like', '0'))).toMatchObject({
      liked: null,
      like_count: start,
    });
    expect(expectData('mediaStatus', await setMedia(media.id, 'like', '1')).like_count).toBe(
      start + 1,
    );
    expect(expectData('mediaStatus', await setMedia(media.id, 'like', 'null'))).toMatchObject({
      liked: null,
      like_count: start,
    });
    expect(await likeCount(media.id)).toBe(start);
  });

  it('counts likes of different users, and the detail shows each their own', async () => {
    const media = await untouchedSeries();
    const start = media.like_count;
    await setMedia(media.id, 'like', '1', f.paid);
    const second = expectData('mediaStatus', await setMedia(media.id, 'like', '1', f.zero));
    expect(second.like_count).toBe(start + 2);
    const detail = (who: { id: number; token: string }) =>
      call(t.app, 'GET', buildPath(paths.animeDetail.path, { id: media.id, userId: who.id }), {
        token: who.token,
      });
    expect(expectData('animeDetail', await detail(f.paid))).toMatchObject({
      liked: 1,
      like_count: start + 2,
    });
    await setMedia(media.id, 'like', '0', f.zero);
    expect(expectData('animeDetail', await detail(f.zero))).toMatchObject({
      liked: null,
      like_count: start + 1,
    });
  });

  it('never takes like_count below zero', async () => {
    const media = await untouchedSeries();
    await setMedia(media.id, 'like', '1');
    await t.db.updateTable('media').set({ like_count: 0 }).where('id', '=', media.id).execute();
    expect(expectData('mediaStatus', await setMedia(media.id, 'like', '0')).like_count).toBe(0);
  });

  it('keeps like_count exact under concurrent toggles', async () => {
    const media = await untouchedSeries();
    const start = media.like_count;
    await Promise.all(Array.from({ length: 8 }, () => setMedia(media.id, 'like', '1')));
    expect(await likeCount(media.id)).toBe(start + 1);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => setMedia(media.id, 'like', i % 2 ? '0' : 'null')),
    );
    expect(await likeCount(media.id)).toBe(start);
  });

  it('later, notify and status are kept apart and read back by the detail', async () => {
    const media = await untouchedSeries();
    await setMedia(media.id, 'like', '1');
    expect(expectData('mediaStatus', await setMedia(media.id, 'later', '1'))).toMatchObject({
      liked: 1,
      later: true,
      notify: false,
      watch_status: null,
    });
    await setMedia(media.id, 'notify', '1');
    expect(expectData('mediaStatus', await setMedia(media.id, 'status', 'watching'))).toMatchObject(
      { liked: 1, later: true, notify: true, watch_status: 'watching' },
    );
    await setMedia(media.id, 'later', '0');
    await setMedia(media.id, 'status', 'null');
    const detail = expectData(
      'animeDetail',
      await call(
        t.app,
        'GET',
        buildPath(paths.animeDetail.path, { id: media.id, userId: f.paid.id }),
        {
          token: f.paid.token,
        },
      ),
    );
    expect(detail).toMatchObject({ liked: 1, later: false, notify: true, watch_status: null });
  });

  it('refuses values outside each action', async () => {
    const media = await untouchedSeries();
    for (const [action, value] of [
      ['like', '2'],
      ['later', 'null'],
      ['notify', 'yes'],
      ['status', 'sleeping'],
      ['rating', '1'],
    ]) {
      expectError(await setMedia(media.id, action!, value!), 400, extra.badRequest);
    }
    expectError(await setMedia(999_999, 'like', '1'), 404, extra.notFound);
  });

  it('asks a guest to log in; a dead session is 401, another user 403', async () => {
    const media = await untouchedSeries();
    expectError(await setMedia(media.id, 'like', '1', { id: 0 }), 401, spec.loginRequired);
    expectError(await setMedia(media.id, 'like', '1', { id: f.paid.id }), 401, extra.unauthorized);
    expectError(
      await setMedia(media.id, 'like', '1', { id: f.paid.id, token: f.zero.token }),
      403,
      extra.forbidden,
    );
  });
});

describe('GET /api/m/anime/status/{episodeId}/{userId}/ep/like/{value}', () => {
  /** A new episode nobody has liked yet, with others' likes and dislikes counted. */
  async function freshEpisode() {
    const series = await createSeries(t, {
      episodes: 1,
      episodeCounts: { likes: 30, dislikes: 4 },
    });
    return { id: series.episodes[0]!.id, media_id: series.id, like_count: 30, dislike_count: 4 };
  }

  it('1 likes, 0 dislikes, null clears; switching moves one count to the other', async () => {
    const ep = await freshEpisode();
    const [likes, dislikes] = [ep.like_count, ep.dislike_count];

    const liked = expectResponse('episodeStatus', await setEpisode(ep.id, '1'));
    expect(liked.msg).toBe(socialMessages.statusSaved);
    expect(liked.data).toEqual({ liked: 1, likeCount: likes + 1, dislikeCount: dislikes });
    expect(expectData('episodeStatus', await setEpisode(ep.id, '1'))).toEqual({
      liked: 1,
      likeCount: likes + 1,
      dislikeCount: dislikes,
    });
    expect(expectData('episodeStatus', await setEpisode(ep.id, '0'))).toEqual({
      liked: 0,
      likeCount: likes,
      dislikeCount: dislikes + 1,
    });
    const list = expectData(
      'episodesOfMedia',
      await call(
        t.app,
        'GET',
        buildPath(paths.episodesOfMedia.path, { mediaId: ep.media_id, userId: f.paid.id }),
        { token: f.paid.token },
      ),
    );
    expect(list.find((e) => e.id === ep.id)).toMatchObject({
      liked: 0,
      likeCount: likes,
      dislikeCount: dislikes + 1,
    });
    expect(expectData('episodeStatus', await setEpisode(ep.id, 'null'))).toEqual({
      liked: null,
      likeCount: likes,
      dislikeCount: dislikes,
    });
    const row = await t.db
      .selectFrom('episode_likes')
      .select('value')
      .where('episode_id', '=', ep.id)
      .where('user_id', '=', f.paid.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers 400, 404 and the login texts', async () => {
    const ep = await freshEpisode();
    expectError(await setEpisode(ep.id, '2'), 400, extra.badRequest);
    expectError(
      await call(
        t.app,
        'GET',
        buildPath(paths.episodeStatus.path, {
          episodeId: ep.id,
          userId: f.paid.id,
          action: 'later',
          value: '1',
        }),
        { token: f.paid.token },
      ),
      400,
      extra.badRequest,
    );
    expectError(await setEpisode(999_999, '1'), 404, extra.notFound);
    expectError(
      await call(
        t.app,
        'GET',
        buildPath(paths.episodeStatus.path, {
          episodeId: ep.id,
          userId: 0,
          action: 'like',
          value: '1',
        }),
      ),
      401,
      spec.loginRequired,
    );
  });
});
