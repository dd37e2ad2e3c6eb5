import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentThread } from '../../contract/entities';
import { PAGE_SIZE } from '../../contract/envelope';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { createComment, createCommentVote, createSeries } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

let t: TestApp;
let f: WatchFixtures;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Episode 6 of `f.series`: three threads by both viewers, the oldest with two replies. */
let threads: { episodeId: number; roots: number[]; replies: number[] };
/** A top-level comment on episode 6 that `f.paid` disliked. */
let disliked: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await watchFixtures(t);
  const episodeId = f.episodes[5]!.id;
  const comment = (userId: number, body: string, ago: number, parentId?: number) =>
    createComment(t, { episodeId, userId, body, ago, parentId });
  const oldest = await comment(f.zero.id, 'Сонирхолтой', 3 * HOUR);
  const middle = await comment(f.paid.id, 'Дараагийнх хэзээ?', 2 * HOUR);
  const newest = await comment(f.zero.id, 'Баярлалаа', HOUR);
  const replies = [
    await comment(f.paid.id, 'Тийм ээ', 150 * MINUTE, oldest),
    await comment(f.zero.id, 'Санал нэг', 140 * MINUTE, oldest),
  ];
  threads = { episodeId, roots: [newest, middle, oldest], replies };
  disliked = newest;
  await createCommentVote(t, { commentId: disliked, userId: f.paid.id, action: 2 });
});
afterAll(() => t.close());

function list(episodeId: number, who: { id: number; token?: string } = { id: 0 }, page = 1) {
  return call(t.app, 'GET', buildPath(paths.comments.path, { episodeId, userId: who.id }), {
    token: who.token,
    query: { page },
  });
}

/** At a person's pace: the per-user limit (server/domain/write-limits.ts) is 10 a minute. */
function post(body: Record<string, unknown>, token: string | undefined = f.paid.token) {
  t.clock.advance(7_000);
  return call(t.app, 'POST', paths.commentPost.path, { token, body });
}

function act(commentId: number, action: string, who: { id: number; token?: string } = f.paid) {
  return call(
    t.app,
    'GET',
    buildPath(paths.commentAction.path, { commentId, userId: who.id, action }),
    { token: who.token },
  );
}

/** A new episode without any comment, one per call. */
async function quietEpisode() {
  const series = await createSeries(t, { episodes: 1 });
  return { id: series.episodes[0]!.id, comment_count: 0 };
}

describe('GET /api/m/comments/ep/{episodeId}/{userId}', () => {
  it('answers the threads, newest first, replies under their parent', async () => {
    const data = expectData('comments', await list(threads.episodeId));
    expect(data.total).toBe(threads.roots.length);
    expect(data.data.map((c) => c.id)).toEqual(threads.roots);
    const oldest = data.data.at(-1)!;
    expect(oldest.replies.map((r) => r.id)).toEqual(threads.replies);
    for (const reply of oldest.replies) expect(reply.parent_id).toBe(oldest.id);
    expect(data.data.flatMap((c) => c.replies).length).toBe(threads.replies.length);
    expect(data.data.every((c) => c.action === 0)).toBe(true);
  });

  it("shows each user's own action", async () => {
    const mine = expectData('comments', await list(threads.episodeId, f.paid));
    expect(mine.data.find((c) => c.id === disliked)?.action).toBe(2);
    const theirs = expectData('comments', await list(threads.episodeId, f.zero));
    expect(theirs.data.find((c) => c.id === disliked)?.action).toBe(0);
  });

  it('pages top-level comments, 24 a page, with their replies on the same page', async () => {
    const ep = await quietEpisode();
    const ids: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      t.clock.advance(1000);
      const res = expectResponse(
        'commentPost',
        await post({ episode_id: ep.id, user_id: f.paid.id, body: `Сэтгэгдэл ${i}` }),
      );
      ids.push(res.comment!.id);
    }
    // A reply to the oldest comment, which lands on page 2.
    t.clock.advance(1000);
    await post(
      { episode_id: ep.id, parent_id: ids[0], user_id: f.zero.id, body: 'Хариу' },
      f.zero.token,
    );

    const first = expectData('comments', await list(ep.id));
    const second = expectData('comments', await list(ep.id, { id: 0 }, 2));
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: PAGE_SIZE + 3 });
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(second.data).toHaveLength(3);
    const order = [...first.data, ...second.data].map((c) => c.id);
    expect(order).toEqual([...ids].reverse());
    const oldest = second.data.at(-1) as CommentThread;
    expect(oldest.replies.map((r) => r.body)).toEqual(['Хариу']);
    expect(expectData('comments', await list(ep.id, { id: 0 }, 3)).data).toEqual([]);
  });

  it('answers 404 for an unknown episode and 403 for another user', async () => {
    expectError(await list(999_999), 404, extra.notFound);
    expectError(
      await list(f.freeEpisode, { id: f.paid.id, token: f.zero.token }),
      403,
      extra.forbidden,
    );
  });
});

describe('POST /api/m/comment/post', () => {
  it("posts a comment with the spec's success text and counts it on the episode", async () => {
    const ep = await quietEpisode();
    const res = expectResponse(
      'commentPost',
      await post({ episode_id: ep.id, user_id: f.paid.id, body: '  Гайхалтай анги!  ' }),
    );
    expect(res).toMatchObject({ status: true, msg: spec.commentSent });
    expect(res.comment).toMatchObject({
      episode_id: ep.id,
      body: 'Гайхалтай анги!',
      parent_id: null,
      user_id: f.paid.id,
      nickname: f.paid.nickname,
      likes: 0,
      dislikes: 0,
      action: 0,
    });
    const episode = await t.db
      .selectFrom('episodes')
      .select('comment_count')
      .where('id', '=', ep.id)
      .executeTakeFirstOrThrow();
    expect(episode.comment_count).toBe(ep.comment_count + 1);
    expect(expectData('comments', await list(ep.id)).data[0]?.id).toBe(res.comment!.id);
  });

  it('replies under the parent; a reply to a reply joins the thread', async () => {
    const ep = await quietEpisode();
    const root = expectResponse(
      'commentPost',
      await post({ episode_id: ep.id, user_id: f.paid.id, body: 'Асуулт' }),
    ).comment!;
    const reply = expectResponse(
      'commentPost',
      await post(
        { episode_id: ep.id, parent_id: root.id, user_id: f.zero.id, body: 'Хариулт' },
        f.zero.token,
      ),
    ).comment!;
    expect(reply.parent_id).toBe(root.id);
    const deeper = expectResponse(
      'commentPost',
      await post({ episode_id: ep.id, parent_id: reply.id, user_id: f.paid.id, body: 'Баярлалаа' }),
    ).comment!;
    expect(deeper.parent_id).toBe(root.id);
    const threads = expectData('comments', await list(ep.id)).data;
    expect(threads.map((c) => c.id)).toEqual([root.id]);
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([reply.id, deeper.id]);
  });

  it('refuses an empty body, a parent on another episode and an unknown episode', async () => {
    const ep = await quietEpisode();
    const other = await quietEpisode();
    expectError(
      await post({ episode_id: ep.id, user_id: f.paid.id, body: '   ' }),
      400,
      extra.commentEmpty,
    );
    expectError(
      await post({ episode_id: ep.id, user_id: f.paid.id, body: '' }),
      400,
      extra.commentEmpty,
    );
    const root = expectResponse(
      'commentPost',
      await post({ episode_id: other.id, user_id: f.paid.id, body: 'Энд' }),
    ).comment!;
    expectError(
      await post({ episode_id: ep.id, parent_id: root.id, user_id: f.paid.id, body: 'Тэнд' }),
      400,
      spec.commentFailed,
    );
    expectError(
      await post({ episode_id: 999_999, user_id: f.paid.id, body: 'Алга' }),
      404,
      extra.notFound,
    );
    expectError(await post({ user_id: f.paid.id, body: 'Алга' }), 400, extra.badRequest);
  });

  it('needs a login, and user_id must be the token user', async () => {
    const ep = await quietEpisode();
    const body = { episode_id: ep.id, user_id: f.paid.id, body: 'Сайн' };
    expectError(await post(body, ''), 401, spec.loginRequired);
    expectError(await post(body, 'x'.repeat(43)), 401, extra.unauthorized);
    expectError(await post(body, f.zero.token), 403, extra.forbidden);
    expect(
      await t.db.selectFrom('comments').select('id').where('episode_id', '=', ep.id).execute(),
    ).toEqual([]);
  });
});

describe('GET /api/m/comment/action/{commentId}/{userId}/{action}', () => {
  it('1 likes, 2 dislikes, 0 clears; switching keeps both counters right', async () => {
    const ep = await quietEpisode();
    const comment = expectResponse(
      'commentPost',
      await post({ episode_id: ep.id, user_id: f.zero.id, body: 'Санал' }, f.zero.token),
    ).comment!;

    expect(expectData('commentAction', await act(comment.id, '1'))).toEqual({
      likes: 1,
      dislikes: 0,
      action: 1,
    });
    expect(expectData('commentAction', await act(comment.id, '1'))).toEqual({
      likes: 1,
      dislikes: 0,
      action: 1,
    });
    expect(expectData('commentAction', await act(comment.id, '2'))).toEqual({
      likes: 0,
      dislikes: 1,
      action: 2,
    });
    // Another user's like adds to the same counters.
    expect(expectData('commentAction', await act(comment.id, '1', f.zero))).toEqual({
      likes: 1,
      dislikes: 1,
      action: 1,
    });

    const forPaid = expectData('comments', await list(ep.id, f.paid)).data[0]!;
    expect(forPaid).toMatchObject({ likes: 1, dislikes: 1, action: 2 });
    const forZero = expectData('comments', await list(ep.id, f.zero)).data[0]!;
    expect(forZero.action).toBe(1);

    expect(expectData('commentAction', await act(comment.id, '0'))).toEqual({
      likes: 1,
      dislikes: 0,
      action: 0,
    });
    expect(expectData('commentAction', await act(comment.id, '0'))).toEqual({
      likes: 1,
      dislikes: 0,
      action: 0,
    });
  });

  it('answers 400, 404 and the login texts', async () => {
    const comment = { id: disliked };
    expectError(await act(comment.id, '3'), 400, extra.badRequest);
    expectError(await act(999_999, '1'), 404, extra.notFound);
    expectError(await act(comment.id, '1', { id: 0 }), 401, spec.loginRequired);
    expectError(await act(comment.id, '1', { id: f.paid.id }), 401, extra.unauthorized);
    expectError(
      await act(comment.id, '1', { id: f.paid.id, token: f.zero.token }),
      403,
      extra.forbidden,
    );
  });
});
