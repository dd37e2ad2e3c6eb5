import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/envelope';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { fakeClock } from '../../server/clock';
import { listMedia } from '../../server/domain/media-listing';
import type { ListingFilter } from '../../server/domain/media-listing';
import { sharedReads } from '../../server/domain/shared-reads';
import type { SharedReads } from '../../server/domain/shared-reads';
import { expectData } from './contract-check';
import { call, createTestApp, DEMO_PHONE, loginAs, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';
import { titleSortKey } from '../../server/db/rows/title-sort';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Shared reads that keep nothing and remember which totals were asked for. */
function askedTotals(): SharedReads & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    read(key, run) {
      if (key.startsWith('listing total')) asked.push(key);
      return run();
    },
  };
}

const allSeries: ListingFilter = {
  kinds: ['series'],
  categoryIds: [],
  seasonId: null,
  status: 'all',
  sort: 'a-z',
  mark: null,
  page: 1,
};

async function seriesCount(): Promise<number> {
  const row = await t.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'series')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('listing pages without a count', () => {
  it('count nothing on the last page, and only where the rows cannot tell the total', async () => {
    const total = await seriesCount();
    const lastPage = Math.ceil(total / PAGE_SIZE);
    expect(lastPage).toBeGreaterThan(1);

    const first = askedTotals();
    const page1 = await listMedia(t.db, allSeries, first);
    expect(page1).toMatchObject({ current_page: 1, last_page: lastPage, total });
    expect(page1.data.length).toBe(PAGE_SIZE);
    expect(first.asked.length).toBe(1);

    const last = askedTotals();
    const final = await listMedia(t.db, { ...allSeries, page: lastPage }, last);
    expect(final).toMatchObject({ current_page: lastPage, last_page: lastPage, total });
    expect(final.data.length).toBe(total - PAGE_SIZE * (lastPage - 1));
    expect(last.asked).toEqual([]);

    // Past the end only a count can tell where the end is.
    const past = askedTotals();
    const beyond = await listMedia(t.db, { ...allSeries, page: lastPage + 3 }, past);
    expect(beyond).toEqual({ data: [], current_page: lastPage + 3, last_page: lastPage, total });
    expect(past.asked.length).toBe(1);
  });

  it('count nothing for a list that fits on one page', async () => {
    const season = await t.db
      .selectFrom('media')
      .select(['season_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'series')
      .where('season_id', 'is not', null)
      .groupBy('season_id')
      .orderBy('season_id')
      .executeTakeFirstOrThrow();
    expect(Number(season.n)).toBeLessThan(PAGE_SIZE);
    const totals = askedTotals();
    const page = await listMedia(t.db, { ...allSeries, seasonId: season.season_id }, totals);
    expect(page).toMatchObject({ last_page: 1, total: Number(season.n) });
    expect(page.data.length).toBe(Number(season.n));
    expect(totals.asked).toEqual([]);
  });

  it('share one total between the orders of a filter, never between filters', async () => {
    const totals = askedTotals();
    await listMedia(t.db, { ...allSeries, sort: 'new' }, totals);
    await listMedia(t.db, { ...allSeries, sort: 'rating' }, totals);
    await listMedia(t.db, { ...allSeries, kinds: null }, totals);
    expect(totals.asked[0]).toBe(totals.asked[1]);
    expect(totals.asked[2]).not.toBe(totals.asked[0]);
  });

  it("count a viewer's own marks afresh, outside the shared totals", async () => {
    const userId = await userIdByPhone(t.db, DEMO_PHONE.main);
    const totals = askedTotals();
    const page = await listMedia(
      t.db,
      { ...allSeries, kinds: null, mark: { userId, mark: 'liked' } },
      totals,
    );
    const liked = await t.db
      .selectFrom('media_statuses')
      .select('media_id')
      .where('user_id', '=', userId)
      .where('liked', '=', 1)
      .execute();
    expect(page.total).toBe(liked.length);
    expect(totals.asked).toEqual([]);
  });
});

describe('shared totals in an app that caches them', () => {
  it('keep a total for CATALOGUE_CACHE_MS, while the last page and the next-page answer stay exact', async () => {
    const app = await createTestApp({ CATALOGUE_CACHE_MS: '60000' });
    try {
      const userId = await userIdByPhone(app.db, DEMO_PHONE.main);
      // Signed in: the guest micro-cache keeps whole answers; here only the total may be kept.
      const token = await loginAs(app, userId);
      const list = async (page: number) =>
        expectData(
          'animeList',
          await call(app.app, 'POST', buildPath(paths.animeList.path, { userId }), {
            token,
            query: { page },
            body: { sort: 'a-z' },
          }),
        );
      const before = (await list(1)).total;
      await app.db
        .insertInto('media')
        .values({
          kind: 'series',
          status: 'airing',
          // Sorts after every other title in the alphabet, so it lands on the last page.
          title: 'Яяяя шинэ цуврал',
          title_sort: titleSortKey('Яяяя шинэ цуврал'),
          search_text: 'яяяя шинэ цуврал',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const lastPage = Math.ceil((before + 1) / PAGE_SIZE);
      const last = await list(lastPage);
      expect(last).toMatchObject({ total: before + 1, last_page: lastPage });
      expect(last.data.at(-1)?.title).toBe('Яяяя шинэ цуврал');

      const cached = await list(1);
      expect(cached.total).toBe(before);
      expect(cached.last_page).toBeGreaterThan(1);

      app.clock.advance(60_001);
      expect((await list(1)).total).toBe(before + 1);
    } finally {
      await app.close();
    }
  });
});

describe('sharedReads', () => {
  it('runs every time with no time to keep, and again once the time is up', async () => {
    const clock = fakeClock(0);
    let runs = 0;
    const run = () => Promise.resolve(++runs);
    const off = sharedReads(0, clock);
    expect([await off.read('k', run), await off.read('k', run)]).toEqual([1, 2]);

    const kept = sharedReads(1000, clock);
    expect(await kept.read('k', run)).toBe(3);
    clock.advance(999);
    expect(await kept.read('k', run)).toBe(3);
    expect(await kept.read('other', run)).toBe(4);
    clock.advance(1);
    expect(await kept.read('k', run)).toBe(5);
  });

  it('shares one run between concurrent misses and keeps no failure', async () => {
    const kept = sharedReads(1000, fakeClock(0));
    let runs = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 5));
    expect(await Promise.all([kept.read('k', slow), kept.read('k', slow)])).toEqual([1, 1]);

    const failing = () => Promise.reject(new Error('database gone'));
    await expect(kept.read('bad', failing)).rejects.toThrow('database gone');
    expect(await kept.read('bad', () => Promise.resolve('back'))).toBe('back');
  });

  it('lets the least recently used read go first when full', async () => {
    const kept = sharedReads(1000, fakeClock(0), 2);
    let runs = 0;
    const run = () => Promise.resolve(++runs);
    await kept.read('a', run);
    await kept.read('b', run);
    await kept.read('a', run);
    await kept.read('c', run);
    expect(await kept.read('a', run)).toBe(1);
    expect(await kept.read('b', run)).toBe(4);
  });
});
