import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { createSeries } from '../factories';
import { expectData, expectError } from './contract-check';
import { call, createTestApp, DEMO_PHONE, loginAs, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';

/*
 * Decision 034: with CATALOGUE_CACHE_MS set, a signed-in viewer's detail, listing and search share
 * what every viewer sees alike, while their token is still checked on every request and their own
 * part is read fresh.
 */
const KEEP_MS = 60_000;

let t: TestApp;
let main: { id: number; token: string };
let second: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_MS: String(KEEP_MS) });
  const mainId = await userIdByPhone(t.db, DEMO_PHONE.main);
  const secondId = await userIdByPhone(t.db, DEMO_PHONE.second);
  main = { id: mainId, token: await loginAs(t, mainId) };
  second = { id: secondId, token: await loginAs(t, secondId) };
});
afterAll(() => t.close());

const detail = (mediaId: number, who: { id: number; token?: string }) =>
  call(t.app, 'GET', buildPath(paths.animeDetail.path, { id: mediaId, userId: who.id }), {
    token: who.token,
  });

async function like(mediaId: number, who: { id: number; token: string }) {
  const path = buildPath(paths.mediaStatus.path, {
    mediaId,
    userId: who.id,
    action: 'like',
    value: '1',
  });
  expectData('mediaStatus', await call(t.app, 'GET', path, { token: who.token }));
}

const describeAs = (mediaId: number, description: string) =>
  t.db.updateTable('media').set({ description }).where('id', '=', mediaId).execute();

describe('shared reads for signed-in viewers', () => {
  it("keep a title's detail for everyone, while each viewer's marks and the like count stay fresh", async () => {
    const series = await createSeries(t, { episodes: 2, likeCount: 5 });
    await describeAs(series.id, 'Эхний тайлбар');
    const before = expectData('animeDetail', await detail(series.id, main));
    expect(before).toMatchObject({ description: 'Эхний тайлбар', liked: null, like_count: 5 });

    await describeAs(series.id, 'Шинэ тайлбар');
    await like(series.id, main);

    const mine = expectData('animeDetail', await detail(series.id, main));
    expect(mine).toMatchObject({ description: 'Эхний тайлбар', liked: 1, like_count: 6 });
    const theirs = expectData('animeDetail', await detail(series.id, second));
    expect(theirs).toMatchObject({ description: 'Эхний тайлбар', liked: null, like_count: 6 });

    t.clock.advance(KEEP_MS + 1);
    const later = expectData('animeDetail', await detail(series.id, main));
    expect(later).toMatchObject({ description: 'Шинэ тайлбар', liked: 1, like_count: 6 });
  });

  it('still check the token on every request of a kept detail or listing', async () => {
    const series = await createSeries(t, { episodes: 1 });
    expectData('animeDetail', await detail(series.id, main));
    expectError(
      await detail(series.id, { id: main.id, token: second.token }),
      403,
      extra.forbidden,
    );
    expectError(await detail(series.id, { id: main.id }), 401, extra.unauthorized);

    const list = (who: { id: number; token?: string }) =>
      call(t.app, 'POST', buildPath(paths.animeList.path, { userId: who.id }), {
        token: who.token,
        query: { page: 1, t: 'all' },
        body: { sort: 'new' },
      });
    expectData('animeList', await list(main));
    expectError(await list({ id: main.id, token: second.token }), 403, extra.forbidden);
    expectError(await list({ id: main.id }), 401, extra.unauthorized);
  });

  it('share a listing page between signed-in viewers until the catalogue time is up', async () => {
    const page = async (who: { id: number; token: string }) =>
      expectData(
        'animeList',
        await call(t.app, 'POST', buildPath(paths.animeList.path, { userId: who.id }), {
          token: who.token,
          query: { page: 1, t: 'all' },
          body: { sort: 'rating' },
        }),
      ).data;
    const [top] = await page(main);
    expect(top).toBeDefined();
    await t.db
      .updateTable('media')
      .set({ title: 'Хуваалцсан жагсаалтын нэр' })
      .where('id', '=', top!.id)
      .execute();
    expect((await page(second)).find((m) => m.id === top!.id)?.title).toBe(top!.title);
    t.clock.advance(KEEP_MS + 1);
    expect((await page(main)).find((m) => m.id === top!.id)?.title).toBe(
      'Хуваалцсан жагсаалтын нэр',
    );
  });

  it("read a viewer's own liked list fresh while the catalogue pages are kept", async () => {
    const series = await createSeries(t, { episodes: 1 });
    const liked = async () =>
      expectData(
        'animeListGet',
        await call(t.app, 'GET', buildPath(paths.animeListGet.path, { userId: second.id }), {
          token: second.token,
          query: { page: 1, t: 'liked' },
        }),
      ).data.map((m) => m.id);
    expect(await liked()).not.toContain(series.id);
    await like(series.id, second);
    expect(await liked()).toContain(series.id);
  });

  it('share a search between viewers until the catalogue time is up', async () => {
    const series = await createSeries(t, { episodes: 1, title: 'Хуваалцсан хайлтын цуврал' });
    const titles = async (token?: string) =>
      expectData(
        'search',
        await call(t.app, 'GET', paths.search.path, { token, query: { q: 'хуваалцсан' } }),
      ).map((r) => r.title);
    expect(await titles(main.token)).toEqual(['Хуваалцсан хайлтын цуврал']);
    await t.db
      .updateTable('media')
      .set({ title: 'Хуваалцсан хайлтын шинэ нэр', search_text: 'хуваалцсан хайлтын шинэ нэр' })
      .where('id', '=', series.id)
      .execute();
    expect(await titles(second.token)).toEqual(['Хуваалцсан хайлтын цуврал']);
    t.clock.advance(KEEP_MS + 1);
    expect(await titles(main.token)).toEqual(['Хуваалцсан хайлтын шинэ нэр']);
  });
});
