import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { createEpisodeLike, createHistory, createSeries } from '../factories';
import type { CreatedEpisode } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

let t: TestApp;
let f: WatchFixtures;

/** Episode 12 of `f.series` (in the second group), liked by `f.paid`. */
let liked: CreatedEpisode;
/** Episode 4 of `f.series`, where `f.paid` stopped at 7:30. */
let watched: { id: number; positionSec: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
  liked = f.episodes[11]!;
  await createEpisodeLike(t, { userId: f.paid.id, episodeId: liked.id });
  watched = { id: f.episodes[3]!.id, positionSec: 450 };
  await createHistory(t, {
    userId: f.paid.id,
    mediaId: f.series,
    episodeId: watched.id,
    positionSec: watched.positionSec,
    durationSec: 1500,
  });
});
afterAll(() => t.close());

const get = (path: string, token?: string) => call(t.app, 'GET', path, { token });

async function episodesOf(mediaId: number) {
  return t.db
    .selectFrom('episodes')
    .selectAll()
    .where('media_id', '=', mediaId)
    .orderBy('number')
    .execute();
}

describe('GET /api/m/episodes/{mediaId}/{userId}', () => {
  it('answers every episode in number order, with is_free and counts', async () => {
    const rows = await episodesOf(f.series);
    const data = expectData(
      'episodesOfMedia',
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: f.series, userId: 0 })),
    );
    expect(data.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(data.map((e) => e.number)).toEqual(rows.map((r) => r.number));
    expect(data.slice(0, 3).map((e) => e.is_free)).toEqual([true, true, false]);
    const first = data[0]!;
    const row = rows[0]!;
    expect(first).toMatchObject({
      anime_id: f.series,
      likeCount: row.like_count,
      dislikeCount: row.dislike_count,
      commentCount: row.comment_count,
      liked: null,
    });
    expect(first).not.toHaveProperty('vid1');
  });

  it("marks the user's own likes, and only for that user", async () => {
    const path = (userId: number) =>
      buildPath(paths.episodesOfMedia.path, { mediaId: f.series, userId });
    const mine = expectData('episodesOfMedia', await get(path(f.paid.id), f.paid.token));
    expect(mine.find((e) => e.id === liked.id)?.liked).toBe(1);
    const theirs = expectData('episodesOfMedia', await get(path(f.zero.id), f.zero.token));
    expect(theirs.find((e) => e.id === liked.id)?.liked).toBeNull();
    const guest = expectData('episodesOfMedia', await get(path(0)));
    expect(guest.every((e) => e.liked === null)).toBe(true);
  });

  it('answers an empty list for a title without episodes, 404 for an unknown one', async () => {
    const data = expectData(
      'episodesOfMedia',
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: f.freeMovie, userId: 0 })),
    );
    expect(data).toEqual([]);
    expectError(
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: 999_999, userId: 0 })),
      404,
      extra.notFound,
    );
    expectError(
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: 'x', userId: 0 })),
      400,
      extra.badRequest,
    );
  });
});

describe('GET /api/m/episodes/{seasonId}', () => {
  it("answers the season's episodes without user marks", async () => {
    const data = expectData(
      'episodesOfSeason',
      await get(buildPath(paths.episodesOfSeason.path, { seasonId: f.series }), f.paid.token),
    );
    expect(data.length).toBe(f.episodes.length);
    expect(data.every((e) => e.liked === null)).toBe(true);
  });
});

describe('groups', () => {
  it('GET /api/m/groups/{anime}/{userId} answers the groups in order with their episodes', async () => {
    const groups = await t.db
      .selectFrom('episode_groups')
      .select(['id', 'title'])
      .where('media_id', '=', f.series)
      .orderBy('sort')
      .execute();
    const data = expectData(
      'groups',
      await get(buildPath(paths.groups.path, { anime: f.series, userId: 0 })),
    );
    expect(data.map((g) => ({ id: g.id, title: g.title }))).toEqual(groups);
    const all = data.flatMap((g) => g.episodes.map((e) => e.id));
    expect(all).toEqual((await episodesOf(f.series)).map((e) => e.id));
    for (const group of data)
      expect(group.episodes.every((e) => e.group_id === group.id)).toBe(true);
  });

  it('GET /api/m/episodes/group/{group}/{userId} answers one group, with likes', async () => {
    const data = expectData(
      'episodesOfGroup',
      await get(
        buildPath(paths.episodesOfGroup.path, { group: liked.groupId, userId: f.paid.id }),
        f.paid.token,
      ),
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((e) => e.group_id === liked.groupId)).toBe(true);
    expect(data.find((e) => e.id === liked.id)?.liked).toBe(1);
    expectError(
      await get(buildPath(paths.episodesOfGroup.path, { group: 999_999, userId: 0 })),
      404,
      extra.notFound,
    );
  });
});

describe('GET /api/m/episode/{id}/{userId}', () => {
  it('answers the episode with its media, neighbours and saved position', async () => {
    const rows = await episodesOf(f.series);
    const [first, second, third] = rows;
    const detail = (id: number) =>
      get(buildPath(paths.episodeForUser.path, { id, userId: f.paid.id }), f.paid.token);

    const middle = expectData('episodeForUser', await detail(second!.id));
    expect(middle).toMatchObject({
      id: second!.id,
      anime_id: f.series,
      number: 2,
      title: second!.title,
      prev_id: first!.id,
      next_id: third!.id,
    });
    expect(middle.media).toMatchObject({ id: f.series, kind: 'series' });

    const head = expectData('episodeForUser', await detail(first!.id));
    expect(head.prev_id).toBeNull();
    const last = rows.at(-1)!;
    expect(expectData('episodeForUser', await detail(last.id)).next_id).toBeNull();
  });

  it("answers the user's saved position", async () => {
    const data = expectData(
      'episodeForUser',
      await get(
        buildPath(paths.episodeForUser.path, { id: watched.id, userId: f.paid.id }),
        f.paid.token,
      ),
    );
    expect(data.position_sec).toBe(watched.positionSec);
    const guest = expectData(
      'episodeForUser',
      await get(buildPath(paths.episodeForUser.path, { id: watched.id, userId: 0 })),
    );
    expect(guest.position_sec).toBe(0);
  });

  it('answers the skippable segments in playing order, to guests too', async () => {
    const show = await createSeries(t, {
      episodes: 3,
      segments: (n) =>
        n === 1
          ? { recap: [0, 2], intro: [2, 5.5], credits: [10, null] }
          : n === 2
            ? { intro: [30, 90], credits: [1400, 1480] }
            : undefined,
    });
    const [one, two, three] = show.episodes;
    const segmentsOf = async (id: number) =>
      expectData('episode', await get(buildPath(paths.episode.path, { id }))).segments;
    expect(await segmentsOf(one!.id)).toEqual([
      { kind: 'recap', start_sec: 0, end_sec: 2 },
      { kind: 'intro', start_sec: 2, end_sec: 5.5 },
      { kind: 'credits', start_sec: 10, end_sec: null },
    ]);
    const signedIn = expectData(
      'episodeForUser',
      await get(
        buildPath(paths.episodeForUser.path, { id: two!.id, userId: f.paid.id }),
        f.paid.token,
      ),
    );
    expect(signedIn.segments).toEqual([
      { kind: 'intro', start_sec: 30, end_sec: 90 },
      { kind: 'credits', start_sec: 1400, end_sec: 1480 },
    ]);
    expect(await segmentsOf(three!.id)).toEqual([]);
  });

  it('leaves out a half-filled or backwards segment instead of sending it', async () => {
    const show = await createSeries(t, { episodes: 1 });
    const id = show.episodes[0]!.id;
    await t.db
      .updateTable('episodes')
      .set({ recap_start_sec: 0, intro_start_sec: 40, intro_end_sec: 20, credits_start_sec: 100 })
      .where('id', '=', id)
      .execute();
    expect(
      expectData('episode', await get(buildPath(paths.episode.path, { id }))).segments,
    ).toEqual([{ kind: 'credits', start_sec: 100, end_sec: null }]);
  });

  it('answers 404 for an unknown episode, 401 and 403 for a wrong user', async () => {
    expectError(
      await get(buildPath(paths.episodeForUser.path, { id: 999_999, userId: 0 })),
      404,
      extra.notFound,
    );
    expectError(await get(buildPath(paths.episode.path, { id: 999_999 })), 404, extra.notFound);
    expectError(
      await get(buildPath(paths.episodeForUser.path, { id: f.freeEpisode, userId: f.paid.id })),
      401,
      extra.unauthorized,
    );
    expectError(
      await get(
        buildPath(paths.episodeForUser.path, { id: f.freeEpisode, userId: f.paid.id }),
        f.zero.token,
      ),
      403,
      extra.forbidden,
    );
  });
});
