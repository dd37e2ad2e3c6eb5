import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { studioMessages } from '../../contract/studio/messages';
import { commentRowSchema } from '../../contract/studio/endpoints/moderation';
import { commentWordSchema } from '../../contract/studio/endpoints/moderation-words';
import { moderationMessages } from '../../contract/studio/moderation-values';
import { moderationWordPaths } from '../../contract/studio/moderation-words-paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { createSeries, createSignedInUser } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The word list (docs/decisions/070-moderation-words-contact.md): a comment matching an entry
 * when written is held; its author sees it marked, others and guests do not, and the episode
 * does not count it; a moderator approves it (everyone sees it) or rejects it (gone). Entries
 * are folded (case, Cyrillic, Ё), whole words unless they end in `*`, and never a pattern.
 */

let t: TestApp;
let moderator: StaffMember;
let episode: number;
type Viewer = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await createStaff(t, ['moderator']);
  const series = await createSeries(t, { episodes: 1 });
  episode = series.episodes[0]!.id;
});
afterAll(() => t.close());

async function write(viewer: Viewer, body: string, parent: number | null = null) {
  const res = await call(t.app, 'POST', paths.commentPost.path, {
    token: viewer.token,
    body: { episode_id: episode, parent_id: parent, user_id: viewer.id, body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { comment: { id: number; held?: true } }).comment;
}

async function threads(viewer: Viewer | null) {
  const res = await call(
    t.app,
    'GET',
    buildPath(paths.comments.path, { episodeId: episode, userId: viewer?.id ?? 0 }),
    viewer ? { token: viewer.token } : {},
  );
  return expectData('comments', res).data;
}

async function addWord(word: string) {
  return callStudio(t, 'studioCommentWordAdd', { token: moderator.token, body: { word } });
}

async function held() {
  const res = await callStudio(t, 'studioComments', {
    token: moderator.token,
    query: { show: 'held' },
  });
  expect(res.status).toBe(200);
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

const audit = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'after_json', 'before_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

async function clearWords() {
  await t.db.deleteFrom('comment_words').execute();
}

describe('the word list', () => {
  it('folds an entry, adds it once, lists it and removes it, audited', async () => {
    const added = await addWord('  ТЭНЭГ   Амьтан!  ');
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const { id, word } = (added.json as { data: { id: number; word: string } }).data;
    expect(word).toBe('тэнэг амьтан');
    expect((added.json as { msg: string }).msg).toBe(moderationMessages.wordAdded);

    const again = await addWord('тэнэг амьтан');
    expect(again.status).toBe(200);
    expect((again.json as { msg: string; data: { id: number } }).msg).toBe(
      moderationMessages.wordExists,
    );
    expect((again.json as { data: { id: number; added: boolean } }).data).toMatchObject({
      id,
      added: false,
    });

    const list = await callStudio(t, 'studioCommentWords', { token: moderator.token });
    const rows = commentWordSchema.array().parse((list.json as { data: unknown[] }).data);
    expect(rows.filter((r) => r.word === 'тэнэг амьтан')).toHaveLength(1);
    expect(rows[0]!.created_by?.id).toBe(moderator.id);

    const removed = await callStudio(t, 'studioCommentWordRemove', {
      token: moderator.token,
      params: { id },
    });
    expect(removed.status).toBe(200);
    const twice = await callStudio(t, 'studioCommentWordRemove', {
      token: moderator.token,
      params: { id },
    });
    expect(twice.status).toBe(404);
    const trail = await audit('comment_word', id);
    expect(trail.map((a) => [a.action, a.user_id])).toEqual([
      ['add', moderator.id],
      ['remove', moderator.id],
    ]);
  });

  it('refuses an entry with no letter or digit, next to the field, and adds nothing', async () => {
    for (const word of ['.*', '   ', '(+)?']) {
      const res = await addWord(word);
      expect(res.status, word).toBe(422);
      expect((res.json as { fields: Record<string, string> }).fields.word).toMatch(/./);
    }
    const list = await callStudio(t, 'studioCommentWords', { token: moderator.token });
    expect((list.json as { data: unknown[] }).data).toEqual([]);
  });
});

describe('matching a new comment', () => {
  it('matches whole words of any case, Cyrillic Ө/Ү and Ё included, and stems with *', async () => {
    await clearWords();
    await addWord('Өөдгүй');
    await addWord('муу*');
    await addWord('ёстой новш');
    const viewer = await createSignedInUser(t);
    expect((await write(viewer, 'ӨӨДГҮЙ юм аа!')).held).toBe(true);
    expect((await write(viewer, 'Энэ өөдгүй.')).held).toBe(true);
    expect((await write(viewer, 'Өөдгүйчүүд')).held).toBeUndefined();
    expect((await write(viewer, 'Ямар МУУХАЙ анги')).held).toBe(true);
    expect((await write(viewer, 'сайн, муу')).held).toBe(true);
    expect((await write(viewer, 'Ёстой,   НОВШ')).held).toBe(true);
    expect((await write(viewer, 'Гоё анги байлаа')).held).toBeUndefined();
  });

  it('reads a hostile, pattern-like entry as its letters, never as a pattern', async () => {
    await clearWords();
    const res = await addWord('(a+)+$');
    expect((res.json as { data: { word: string } }).data.word).toBe('a');
    await addWord('.*x');
    const viewer = await createSignedInUser(t);
    expect((await write(viewer, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!')).held).toBeUndefined();
    expect((await write(viewer, 'Энэ бол зүгээр текст')).held).toBeUndefined();
    expect((await write(viewer, 'plan A, plan B')).held).toBe(true);
    expect((await write(viewer, 'X')).held).toBe(true);
  });
});

describe('a held comment', () => {
  it('reaches its author marked, nobody else, and is not counted until approved', async () => {
    await clearWords();
    await addWord('хогийн');
    const author = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const before = await commentCount();
    const comment = await write(author, 'Хогийн л анги');
    expect(comment.held).toBe(true);
    expect(await commentCount()).toBe(before);

    const mine = (await threads(author)).find((c) => c.id === comment.id);
    expect(mine?.held).toBe(true);
    expect(mine?.body).toBe('Хогийн л анги');
    expect((await threads(other)).find((c) => c.id === comment.id)).toBeUndefined();
    expect((await threads(null)).find((c) => c.id === comment.id)).toBeUndefined();

    const reply = await call(t.app, 'POST', paths.commentPost.path, {
      token: other.token,
      body: { episode_id: episode, parent_id: comment.id, user_id: other.id, body: 'Үгүй ээ' },
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);

    const queue = await held();
    const row = queue.find((r) => r.id === comment.id);
    expect(row?.held_word).toBe('хогийн');
    expect(row?.body).toBe('Хогийн л анги');
    const shown = await callStudio(t, 'studioComments', {
      token: moderator.token,
      query: { show: 'shown' },
    });
    expect(JSON.stringify(shown.json)).not.toContain('Хогийн л анги');

    for (let i = 0; i < 2; i += 1) {
      const approved = await callStudio(t, 'studioCommentApprove', {
        token: moderator.token,
        params: { id: comment.id },
      });
      expect(approved.status).toBe(200);
    }
    expect(await commentCount()).toBe(before + 1);
    const seen = (await threads(other)).find((c) => c.id === comment.id);
    expect(seen?.body).toBe('Хогийн л анги');
    expect(seen?.held).toBeUndefined();
    expect((await held()).find((r) => r.id === comment.id)).toBeUndefined();
    expect((await audit('comment', comment.id)).map((a) => a.action)).toEqual(['approve']);

    const late = await callStudio(t, 'studioCommentReject', {
      token: moderator.token,
      params: { id: comment.id },
    });
    expect(late.status).toBe(409);
    expect((late.json as { msg: string }).msg).toBe(moderationMessages.notHeld);
  });

  it('is gone for its author too once rejected, counted nowhere, audited once', async () => {
    await clearWords();
    await addWord('хогийн');
    const author = await createSignedInUser(t);
    const before = await commentCount();
    const comment = await write(author, 'хогийн юм');
    const rejected = await callStudio(t, 'studioCommentReject', {
      token: moderator.token,
      params: { id: comment.id },
    });
    expect(rejected.status).toBe(200);
    expect((rejected.json as { msg: string }).msg).toBe(moderationMessages.rejected);
    const again = await callStudio(t, 'studioCommentReject', {
      token: moderator.token,
      params: { id: comment.id },
    });
    expect(again.status).toBe(404);
    expect((await threads(author)).find((c) => c.id === comment.id)).toBeUndefined();
    expect(await commentCount()).toBe(before);
    const trail = await audit('comment', comment.id);
    expect(trail.map((a) => a.action)).toEqual(['reject']);
    expect(trail[0]!.before_json).toContain('хогийн юм');
  });

  it('is not made by a word added after the comment was written', async () => {
    await clearWords();
    const author = await createSignedInUser(t);
    const comment = await write(author, 'Шинэ үг гарч ирлээ');
    await addWord('шинэ үг');
    expect((await held()).find((r) => r.id === comment.id)).toBeUndefined();
    const other = await createSignedInUser(t);
    expect((await threads(other)).find((c) => c.id === comment.id)?.body).toBe(
      'Шинэ үг гарч ирлээ',
    );
  });
});

describe('who may keep the list', () => {
  it.each([['editor'], ['finance']] as const)('refuses %s on every path', async (role) => {
    const staff = await createStaff(t, [role]);
    for (const name of Object.keys(moderationWordPaths) as StudioEndpointName[]) {
      const res = await callStudio(t, name, {
        token: staff.token,
        params: { id: 1 },
        body: { word: 'x' },
      });
      expect(res.status, name).toBe(403);
      expect((res.json as { msg: string }).msg).toBe(studioMessages.roleMissing);
    }
  });

  it('refuses a viewer', async () => {
    const viewer = await createSignedInUser(t);
    const res = await callStudio(t, 'studioCommentWordAdd', {
      token: viewer.token,
      body: { word: 'x' },
    });
    expect(res.status).toBe(403);
    expect(
      await t.db.selectFrom('comment_words').select('id').where('word', '=', 'x').execute(),
    ).toHaveLength(0);
  });
});
