import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { banSchema, commentRowSchema } from '../../contract/studio/endpoints/moderation';
import { studioMessages } from '../../contract/studio/messages';
import { moderationPaths } from '../../contract/studio/moderation-paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { moderationMessages } from '../../contract/studio/moderation-values';
import { createSeries, createSignedInUser } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Comments in the moderation room (docs/decisions/063-moderation.md): found by text and author,
 * hidden (the viewer's list keeps the place, says it was removed, keeps its replies), restored,
 * deleted with its replies; a user stopped from commenting is refused until the time named. Each
 * change audited with its reason. Only moderators and admins reach any of it.
 */

let t: TestApp;
let moderator: StaffMember;
let series: Awaited<ReturnType<typeof createSeries>>;
type Viewer = Awaited<ReturnType<typeof createSignedInUser>>;
let episode: number;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await createStaff(t, ['moderator']);
  series = await createSeries(t, { episodes: 2 });
  episode = series.episodes[0]!.id;
});
afterAll(() => t.close());

const post = (viewer: Viewer, body: string, parent: number | null = null) =>
  call(t.app, 'POST', paths.commentPost.path, {
    token: viewer.token,
    body: { episode_id: episode, parent_id: parent, user_id: viewer.id, body },
  });

async function write(viewer: Viewer, body: string, parent: number | null = null) {
  const res = await post(viewer, body, parent);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { comment: { id: number } }).comment.id;
}

async function viewerThreads(viewer: Viewer) {
  return expectData(
    'comments',
    await call(
      t.app,
      'GET',
      buildPath(paths.comments.path, { episodeId: episode, userId: viewer.id }),
      {
        token: viewer.token,
      },
    ),
  ).data;
}

async function list(query: Record<string, string | number>) {
  const res = await callStudio(t, 'studioComments', { token: moderator.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return commentRowSchema.array().parse((res.json as { data: { rows: unknown[] } }).data.rows);
}

const audit = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

const commentCount = async () =>
  (
    await t.db
      .selectFrom('episodes')
      .select('comment_count')
      .where('id', '=', episode)
      .executeTakeFirstOrThrow()
  ).comment_count;

describe('finding comments', () => {
  it('finds them newest first by text, by author id and by phone, masked', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const one = await write(a, 'Гайхалтай анги байлаа');
    const two = await write(b, 'Муухай үг бичжээ');
    const three = await write(a, 'Дараагийн анги хэзээ гарах вэ?');

    expect((await list({ user: a.id })).map((r) => r.id)).toEqual([three, one]);
    expect((await list({ phone: b.phone })).map((r) => r.id)).toEqual([two]);
    const found = await list({ q: 'Муухай' });
    expect(found.map((r) => r.id)).toEqual([two]);
    expect(found[0]).toMatchObject({
      body: 'Муухай үг бичжээ',
      episode_id: episode,
      media_id: series.id,
      link: `/watch/${series.id}/${episode}`,
      hidden_at: null,
      author_banned_until: null,
    });
    expect(found[0]!.author.phone).not.toBe(b.phone);
    // A search's wildcards are literal.
    expect(await list({ q: '%', user: a.id })).toEqual([]);
    const bad = await callStudio(t, 'studioComments', {
      token: moderator.token,
      query: { phone: '12' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('hiding, restoring and deleting', () => {
  it('hides a comment: the viewer sees it removed, its reply stays; restore brings it back', async () => {
    const author = await createSignedInUser(t);
    const replier = await createSignedInUser(t);
    const root = await write(author, 'Хараалын үгтэй сэтгэгдэл');
    const reply = await write(replier, 'Ингэж бичих хэрэггүй шүү', root);

    const hide = () =>
      callStudio(t, 'studioCommentHide', {
        token: moderator.token,
        params: { id: root },
        body: { reason: 'Хараалын үг' },
      });
    expect((await hide()).status).toBe(200);
    // Hiding a hidden comment changes nothing and records nothing.
    expect((await hide()).status).toBe(200);

    const thread = (await viewerThreads(replier)).find((c) => c.id === root)!;
    expect(thread).toMatchObject({ body: '', removed: true });
    expect(JSON.stringify(thread)).not.toContain('Хараалын');
    const shownReply = thread.replies.find((r) => r.id === reply);
    expect(shownReply?.body).toBe('Ингэж бичих хэрэггүй шүү');
    expect(shownReply?.removed).toBeUndefined();

    const hidden = await list({ show: 'hidden', user: author.id });
    expect(hidden.map((r) => r.id)).toEqual([root]);
    expect(hidden[0]).toMatchObject({ hidden_reason: 'Хараалын үг', replies: 1 });
    expect(await list({ show: 'shown', user: author.id })).toEqual([]);

    const restored = await callStudio(t, 'studioCommentRestore', {
      token: moderator.token,
      params: { id: root },
    });
    expect(restored.status).toBe(200);
    const back = (await viewerThreads(replier)).find((c) => c.id === root)!;
    expect(back.body).toBe('Хараалын үгтэй сэтгэгдэл');
    expect(back.removed).toBeUndefined();

    const actions = await audit('comment', root);
    expect(actions.map((a) => a.action)).toEqual(['hide', 'restore']);
    expect(JSON.parse(actions[0]!.after_json!)).toEqual({ hidden: true, reason: 'Хараалын үг' });
  });

  it('deletes a comment with its replies and counts them off the episode', async () => {
    const author = await createSignedInUser(t);
    const root = await write(author, 'Устгах сэтгэгдэл');
    await write(author, 'Түүний хариу', root);
    const before = await commentCount();

    const noReason = await callStudio(t, 'studioCommentDelete', {
      token: moderator.token,
      params: { id: root },
      body: {},
    });
    expect(noReason.status).toBe(422);
    const deleted = await callStudio(t, 'studioCommentDelete', {
      token: moderator.token,
      params: { id: root },
      body: { reason: 'Спам' },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(await commentCount()).toBe(before - 2);
    expect((await viewerThreads(author)).find((c) => c.id === root)).toBeUndefined();
    expect((await audit('comment', root)).map((a) => a.action)).toEqual(['delete']);
    const again = await callStudio(t, 'studioCommentDelete', {
      token: moderator.token,
      params: { id: root },
      body: { reason: 'Спам' },
    });
    expect(again.status).toBe(404);
  });
});

describe('stopping a user from commenting', () => {
  it('refuses their comments until the time, with the time and reason, then lets them write', async () => {
    const viewer = await createSignedInUser(t);
    const HOURS_2 = 2 * 3_600_000;
    const until = new Date(t.clock.now() + HOURS_2).toISOString();
    const past = await callStudio(t, 'studioCommentBan', {
      token: moderator.token,
      body: {
        user_id: viewer.id,
        until: new Date(t.clock.now() - 1000).toISOString(),
        reason: 'x',
      },
    });
    expect(past.status).toBe(422);
    expect((past.json as { fields: Record<string, string> }).fields.until).toBe(
      moderationMessages.untilPast,
    );
    const nobody = await callStudio(t, 'studioCommentBan', {
      token: moderator.token,
      body: { user_id: 2_000_000_000, until, reason: 'x' },
    });
    expect(nobody.status).toBe(422);

    const banned = await callStudio(t, 'studioCommentBan', {
      token: moderator.token,
      body: { user_id: viewer.id, until, reason: 'Бусдыг доромжилсон' },
    });
    expect(banned.status, JSON.stringify(banned.json)).toBe(200);

    const refused = await post(viewer, 'Дахиад бичье');
    expect(refused.status).toBe(403);
    const ub = new Date(Date.parse(until) + 8 * 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(refused.json).toEqual({
      status: false,
      msg: socialMessages.commentBanned(ub, 'Бусдыг доромжилсон'),
    });

    const bans = await callStudio(t, 'studioCommentBans', { token: moderator.token });
    const rows = banSchema.array().parse((bans.json as { data: unknown }).data);
    expect(rows.find((r) => r.user.id === viewer.id)).toMatchObject({
      until,
      reason: 'Бусдыг доромжилсон',
    });

    // The stop ends by itself when its time comes.
    t.clock.advance(HOURS_2 + 1000);
    expect((await post(viewer, 'Хугацаа дууссан')).status).toBe(200);
    t.clock.advance(-(HOURS_2 + 1000));

    const lifted = await callStudio(t, 'studioCommentBanLift', {
      token: moderator.token,
      params: { id: viewer.id },
    });
    expect(lifted.status).toBe(200);
    expect((await post(viewer, 'Одоо бичиж болно')).status).toBe(200);
    expect(
      (
        await callStudio(t, 'studioCommentBanLift', {
          token: moderator.token,
          params: { id: viewer.id },
        })
      ).status,
    ).toBe(404);
    expect((await audit('comment_ban', viewer.id)).map((a) => a.action)).toEqual(['ban', 'lift']);
  });
});

describe('who may moderate', () => {
  const names = Object.keys(moderationPaths) as StudioEndpointName[];

  it.each([['editor'], ['finance']] as const)(
    'a staff member with only %s is refused on every moderation path',
    async (role) => {
      const staff = await createStaff(t, [role]);
      for (const name of names) {
        const res = await callStudio(t, name, { token: staff.token, body: {} });
        expect(res.status, name).toBe(403);
        expect((res.json as { msg: string }).msg).toBe(studioMessages.roleMissing);
      }
    },
  );

  it('an admin may moderate', async () => {
    const admin = await createStaff(t, ['admin']);
    const res = await callStudio(t, 'studioReports', { token: admin.token });
    expect(res.status).toBe(200);
  });
});
