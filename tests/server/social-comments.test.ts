import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentThread } from '../../contract/entities';
import { PAGE_SIZE } from '../../contract/envelope';
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

/** An episode without any comment, one per call. */
let spare = 0;
async function quietEpisode() {
  const row = await t.db
    .selectFrom('episodes')
    .select(['id', 'comment_count'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('comments').select('id').whereRef('episode_id', '=', 'episodes.id'),
        ),
      ),
    )
    .orderBy('id')
    .offset(spare++)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
}

describe('GET /api/m/comments/ep/{episodeId}/{userId}', () => {
  it('answers the seeded threads, newest first, replies under their parent', async () => {
    const withReply = await t.db
      .selectFrom('comments')
      .select(['episode_id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('comments')
      .selectAll()
      .where('episode_id', '=', withReply.episode_id)
      .execute();
    const data = expectData('comments', await list(withReply.episode_id));
    const roots = rows.filter((r) => r.parent_id === null);
    expect(data.total).toBe(roots.length);
    expect(data.data.map((c) => c.id)).toEqual(
      [...roots]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((r) => r.id),
    );
    const thread = data.data.find((c) => c.id === withReply.parent_id)!;
    expect(thread.replies.length).toBeGreaterThan(0);
    for (const reply of thread.replies) expect(reply.parent_id).toBe(thread.id);
    expect(data.data.flatMap((c) => c.replies).length).toBe(rows.length - roots.length);
    expect(data.data.every((c) => c.action === 0)).toBe(true);
  });

  it("shows each user's own action", async () => {
    const vote = await t.db
      .selectFrom('comment_actions')
      .innerJoin('comments', 'comments.id', 'comment_actions.comment_id')
      .select(['comments.id', 'comments.episode_id', 'comment_actions.action'])
      .where('comment_actions.user_id', '=', f.paid.id)
      .where('comments.parent_id', 'is', null)
      .orderBy('comments.id')
      .executeTakeFirstOrThrow();
    const data = expectData('comments', await list(vote.episode_id, f.paid));
    expect(data.data.find((c) => c.id === vote.id)?.action).toBe(vote.action);
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
      nickname: 'batbold',
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
    const comment = await t.db
      .selectFrom('comments')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
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
