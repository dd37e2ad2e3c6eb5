import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { commentRowSchema } from '../../contract/studio/endpoints/moderation';
import { studioMessages } from '../../contract/studio/messages';
import { moderationMessages } from '../../contract/studio/moderation-values';
import { createSeries, createSignedInUser } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Viewers report comments, the room sorts the most reported first and closes a comment's reports
 * when it is hidden or deleted, a moderator rescans existing comments against the word list, and
 * a held comment takes no like by its id (docs/decisions/070-moderation-words-contact.md).
 */

let t: TestApp;
let moderator: StaffMember;
let episode: number;
type Viewer = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await createStaff(t, ['moderator']);
  episode = (await createSeries(t, { episodes: 1 })).episodes[0]!.id;
});
afterAll(() => t.close());

async function write(viewer: Viewer, body: string, parent: number | null = null) {
  const res = await call(t.app, 'POST', paths.commentPost.path, {
    token: viewer.token,
    body: { episode_id: episode, parent_id: parent, user_id: viewer.id, body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { comment: { id: number } }).comment.id;
}

const report = (viewer: Viewer | null, commentId: number, key?: string) =>
  call(t.app, 'POST', buildPath(paths.commentReport.path, { commentId, userId: viewer?.id ?? 0 }), {
    ...(viewer ? { token: viewer.token } : {}),
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    body: { reason: 'Доромжилсон үг' },
  });

const stored = (commentId: number) =>
  t.db
    .selectFrom('comment_reports')
    .selectAll()
    .where('comment_id', '=', commentId)
    .orderBy('user_id')
    .execute();

async function listed(query: Record<string, string | number>) {
  const res = await callStudio(t, 'studioComments', { token: moderator.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return commentRowSchema.array().parse((res.json as { data: { rows: unknown[] } }).data.rows);
}

const commentCount = async () =>
  (
    await t.db
      .selectFrom('episodes')
      .select('comment_count')
      .where('id', '=', episode)
      .executeTakeFirstOrThrow()
  ).comment_count;

describe('a viewer reports a comment', () => {
  it('is kept once per viewer, however often it is sent', async () => {
    const author = await createSignedInUser(t);
    const reporter = await createSignedInUser(t);
    const comment = await write(author, 'Муухай бичлэг');
    for (const key of ['k-1', 'k-2', undefined]) {
      const res = await report(reporter, comment, key);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toMatchObject({ status: true, msg: spec.reportSent });
    }
    const rows = await stored(comment);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: reporter.id,
      reason: 'Доромжилсон үг',
      closed_at: null,
    });
  });

  it('refuses the author reporting their own comment or reply, and keeps nothing', async () => {
    const author = await createSignedInUser(t);
    const root = await write(author, 'Өөрийн сэтгэгдэл');
    const reply = await write(author, 'Өөрийн хариулт', root);
    for (const id of [root, reply]) {
      const res = await report(author, id);
      expect(res.status).toBe(403);
      expect((res.json as { msg: string }).msg).toBe(extra.ownCommentReport);
      expect(await stored(id)).toHaveLength(0);
    }
  });

  it('tells a guest to log in (401) and keeps nothing', async () => {
    const author = await createSignedInUser(t);
    const comment = await write(author, 'Зочин репортлох гэв');
    const res = await report(null, comment);
    expect(res.status).toBe(401);
    expect((res.json as { msg: string }).msg).toBe(spec.loginRequired);
    expect(await stored(comment)).toHaveLength(0);
  });

  it('finds no held comment of someone else, and no comment that is not there', async () => {
    await t.db.insertInto('comment_words').values(word('хог')).execute();
    try {
      const author = await createSignedInUser(t);
      const reporter = await createSignedInUser(t);
      const held = await write(author, 'Энэ хог байна');
      expect((await report(reporter, held)).status).toBe(404);
      expect((await report(reporter, 2_000_000)).status).toBe(404);
      expect(await stored(held)).toHaveLength(0);
    } finally {
      await t.db.deleteFrom('comment_words').execute();
    }
  });
});

function word(w: string) {
  return { word: w, created_by: moderator.id, created_at: new Date(t.clock.now()).toISOString() };
}

describe('the room lists the most reported first', () => {
  it('orders by open reports with the count, and a hide or delete closes them', async () => {
    const author = await createSignedInUser(t);
    const reporters = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
    const once = await write(author, 'Нэг удаа');
    const thrice = await write(author, 'Гурван удаа');
    const twice = await write(author, 'Хоёр удаа');
    const reply = await write(author, 'Хариулт', twice);
    const never = await write(author, 'Хэн ч репортлоогүй');
    for (const r of reporters) expect((await report(r, thrice)).status).toBe(200);
    for (const r of reporters.slice(0, 2)) expect((await report(r, twice)).status).toBe(200);
    expect((await report(reporters[2]!, once)).status).toBe(200);
    expect((await report(reporters[2]!, reply)).status).toBe(200);

    const top = await listed({ sort: 'reported', user: author.id });
    expect(top.map((r) => [r.id, r.reports])).toEqual([
      [thrice, 3],
      [twice, 2],
      [reply, 1],
      [once, 1],
    ]);
    const newest = await listed({ user: author.id });
    expect(newest.find((r) => r.id === never)?.reports).toBe(0);
    expect(newest.find((r) => r.id === thrice)?.reports).toBe(3);

    const hide = await callStudio(t, 'studioCommentHide', {
      token: moderator.token,
      params: { id: thrice },
      body: { reason: 'Доромжлол' },
    });
    expect(hide.json).toMatchObject({ status: true, msg: moderationMessages.hidden });
    const del = await callStudio(t, 'studioCommentDelete', {
      token: moderator.token,
      params: { id: twice },
      body: { reason: 'Доромжлол' },
    });
    expect(del.status).toBe(200);
    expect((await listed({ sort: 'reported', user: author.id })).map((r) => r.id)).toEqual([once]);
    expect((await stored(thrice)).map((r) => [r.closed_as, r.closed_by])).toEqual([
      ['hidden', moderator.id],
      ['hidden', moderator.id],
      ['hidden', moderator.id],
    ]);
    // The deleted comment's and its reply's reports stay, closed, as the record.
    expect((await stored(twice)).map((r) => r.closed_as)).toEqual(['deleted', 'deleted']);
    expect((await stored(reply)).map((r) => r.closed_as)).toEqual(['deleted']);
  });

  it('refuses an unknown order with a 400', async () => {
    const res = await callStudio(t, 'studioComments', {
      token: moderator.token,
      query: { sort: 'loudest' },
    });
    expect(res.status).toBe(400);
  });
});

describe('rescanning existing comments against the word list', () => {
  it('holds the matches, out of the count, leaves approved ones, and says how many', async () => {
    const author = await createSignedInUser(t);
    const bad = await write(author, 'Өмнө бичсэн Тэнэг үг');
    const stem = await write(author, 'тэнэгүүд гэж');
    const fine = await write(author, 'Сайхан анги');
    const approvedBefore = await write(author, 'Бас тэнэг');
    await t.db
      .updateTable('comments')
      .set({ approved_at: new Date(t.clock.now()).toISOString() })
      .where('id', '=', approvedBefore)
      .execute();
    await t.db
      .insertInto('comment_words')
      .values([word('тэнэг'), word('тэнэгүү*')])
      .execute();
    try {
      const before = await commentCount();
      const res = await callStudio(t, 'studioCommentWordRescan', {
        token: moderator.token,
        body: {},
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const data = (res.json as { data: { scanned: number; held: number; next: number | null } })
        .data;
      expect(data.held).toBe(2);
      expect(data.next).toBeNull();
      expect((res.json as { msg: string }).msg).toBe(moderationMessages.rescanned(data.scanned, 2));
      const heldIds = (await listed({ show: 'held', user: author.id })).map((r) => [
        r.id,
        r.held_word,
      ]);
      expect(heldIds).toEqual([
        [stem, 'тэнэгүү*'],
        [bad, 'тэнэг'],
      ]);
      expect(await commentCount()).toBe(before - 2);
      expect((await listed({ show: 'shown', user: author.id })).map((r) => r.id)).toEqual(
        expect.arrayContaining([fine, approvedBefore]),
      );

      const again = await callStudio(t, 'studioCommentWordRescan', {
        token: moderator.token,
        body: {},
      });
      expect((again.json as { data: { held: number } }).data.held).toBe(0);
      expect(await commentCount()).toBe(before - 2);
      const trail = await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_id'])
        .where('entity', '=', 'comment_word')
        .where('action', '=', 'rescan')
        .execute();
      expect(trail).toEqual([
        { action: 'rescan', user_id: moderator.id },
        { action: 'rescan', user_id: moderator.id },
      ]);
    } finally {
      await t.db.deleteFrom('comment_words').execute();
    }
  });

  it('reads only comments below `before`, for the next batch', async () => {
    const author = await createSignedInUser(t);
    const older = await write(author, 'хуучин новш');
    const newer = await write(author, 'шинэ новш');
    await t.db.insertInto('comment_words').values(word('новш')).execute();
    try {
      const res = await callStudio(t, 'studioCommentWordRescan', {
        token: moderator.token,
        body: { before: newer },
      });
      expect((res.json as { data: { held: number } }).data.held).toBe(1);
      const held = (await listed({ show: 'held' })).map((r) => r.id);
      expect(held).toContain(older);
      expect(held).not.toContain(newer);
    } finally {
      await t.db.deleteFrom('comment_words').execute();
    }
  });
});

describe('a held comment by its id', () => {
  it('takes no like or dislike, not even from its author', async () => {
    await t.db.insertInto('comment_words').values(word('балай')).execute();
    try {
      const author = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const held = await write(author, 'балай юм');
      for (const viewer of [other, author]) {
        for (const action of ['1', '2'] as const) {
          const res = await call(
            t.app,
            'GET',
            buildPath(paths.commentAction.path, { commentId: held, userId: viewer.id, action }),
            { token: viewer.token },
          );
          expect(res.status).toBe(404);
        }
      }
      const row = await t.db
        .selectFrom('comments')
        .select(['likes', 'dislikes'])
        .where('id', '=', held)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ likes: 0, dislikes: 0 });
      const reply = await call(t.app, 'POST', paths.commentPost.path, {
        token: other.token,
        body: { episode_id: episode, parent_id: held, user_id: other.id, body: 'Хариулъя' },
      });
      expect(reply.status).toBe(400);
    } finally {
      await t.db.deleteFrom('comment_words').execute();
    }
  });
});

describe('who may sort and rescan', () => {
  it.each([['editor'], ['finance']] as const)('refuses %s', async (role) => {
    const staff = await createStaff(t, [role]);
    for (const [name, extraArgs] of [
      ['studioCommentWordRescan', { body: {} }],
      ['studioComments', { query: { sort: 'reported' } }],
    ] as const) {
      const res = await callStudio(t, name, { token: staff.token, ...extraArgs });
      expect(res.status, name).toBe(403);
      expect((res.json as { msg: string }).msg).toBe(studioMessages.roleMissing);
    }
  });

  it('refuses a viewer and a guest, and rescans nothing', async () => {
    const viewer = await createSignedInUser(t);
    const as = await callStudio(t, 'studioCommentWordRescan', { token: viewer.token, body: {} });
    expect(as.status).toBe(403);
    const guest = await callStudio(t, 'studioCommentWordRescan', { body: {} });
    expect(guest.status).toBe(401);
    const sorted = await callStudio(t, 'studioComments', {
      token: viewer.token,
      query: { sort: 'reported' },
    });
    expect(sorted.status).toBe(403);
    const trail = await t.db
      .selectFrom('audit_log')
      .select('user_id')
      .where('action', '=', 'rescan')
      .where('user_id', '=', viewer.id)
      .execute();
    expect(trail).toHaveLength(0);
  });
});
