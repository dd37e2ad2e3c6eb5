import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
let media: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_MS: '10000' });
  media = await t.db
    .selectFrom('media')
    .select(['id', 'title'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const detail = (userId: number, token?: string) =>
  call(t.app, 'GET', buildPath(paths.animeDetail.path, { id: media.id, userId }), { token });
const titleOf = (res: { json: unknown }) => (res.json as { data: { title: string } }).data.title;
const rename = (title: string) =>
  t.db.updateTable('media').set({ title }).where('id', '=', media.id).execute();

describe('catalogue micro-cache', () => {
  it("answers a guest's repeated read from memory until the window ends", async () => {
    const first = await detail(0);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    await rename('Шинэ нэр');
    const second = await detail(0);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.json).toEqual(first.json);
    t.clock.advance(10_001);
    const third = await detail(0);
    expect(third.headers.get('x-cache')).toBeNull();
    expect(titleOf(third)).toBe('Шинэ нэр');
    // Security headers wrap cached answers too.
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers a signed-in read or one for a user id from the guest cache', async () => {
    const { id: userId, token } = await createSignedInUser(t);
    const before = await detail(userId, token);
    expect((before.json as { data: { liked: unknown } }).data.liked).toBeNull();
    // What every viewer sees alike may be kept (decision 034, shared-reads.test.ts); the viewer's
    // own part never is, so their like shows at once.
    const like = buildPath(paths.mediaStatus.path, {
      mediaId: media.id,
      userId,
      action: 'like',
      value: '1',
    });
    expect((await call(t.app, 'GET', like, { token })).status).toBe(200);
    const mine = await detail(userId, token);
    expect(mine.headers.get('x-cache')).toBeNull();
    expect((mine.json as { data: { liked: unknown } }).data.liked).toBe(1);
    const withToken = await detail(0, token);
    expect(withToken.headers.get('x-cache')).toBeNull();
  });

  it('keys POST reads by their body', async () => {
    const list = (cats: number[]) =>
      call(t.app, 'POST', buildPath(paths.animeList.path, { userId: 0 }), {
        query: { page: 1, t: 'all' },
        body: { cats, season: 'all', sort: 'all', animeStatus: 'all' },
      });
    const all = await list([]);
    const again = await list([]);
    const other = await list([1]);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(other.headers.get('x-cache')).toBeNull();
    expect(all.status).toBe(200);
  });

  it('never caches writes, codes or refusals', async () => {
    const sms = () =>
      call(t.app, 'GET', buildPath(paths.smsSend.path, { phone: '70009999' }), {
        query: { vp: 'register' },
      });
    await sms();
    expect((await sms()).headers.get('x-cache')).toBeNull();
    const missing = () =>
      call(t.app, 'GET', buildPath(paths.animeDetail.path, { id: 99_999_999, userId: 0 }));
    expect((await missing()).status).toBe(404);
    expect((await missing()).headers.get('x-cache')).toBeNull();
  });

  it('is off by default outside production', async () => {
    const plain = await createTestApp();
    try {
      const path = buildPath(paths.animeDetail.path, { id: media.id, userId: 0 });
      await call(plain.app, 'GET', path);
      expect((await call(plain.app, 'GET', path)).headers.get('x-cache')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
