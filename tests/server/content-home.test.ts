import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => call(t.app, 'GET', path);

describe('GET /api/m/media/home/cat', () => {
  it('answers every category that has media, in category order, each with its row', async () => {
    const rows = expectData('homeCategories', await get(paths.homeCategories.path));
    const categories = await t.db
      .selectFrom('categories')
      .select('id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(categories.map((c) => c.id));
    for (const row of rows) {
      expect(row.media.length).toBeGreaterThan(0);
      expect(row.media.length).toBeLessThanOrEqual(12);
      expect(row.media.every((m) => m.kind !== 'live')).toBe(true);
    }
  });

  it('gives each row the category’s 12 most recently updated titles, as one query per row would', async () => {
    const rows = expectData('homeCategories', await get(paths.homeCategories.path));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const expected = await t.db
        .selectFrom('media')
        .innerJoin('media_categories', 'media_categories.media_id', 'media.id')
        .select('media.id')
        .where('media_categories.category_id', '=', row.id)
        .where('media.kind', 'in', ['series', 'movie', 'theatre'])
        .orderBy('media.updated_at', 'desc')
        .orderBy('media.id', 'desc')
        .limit(12)
        .execute();
      expect(
        row.media.map((m) => m.id),
        `category ${row.id}`,
      ).toEqual(expected.map((m) => m.id));
    }
  });

  it('leaves out a category with nothing to show', async () => {
    const own = await createTestApp();
    try {
      const home = async () =>
        expectData('homeCategories', await call(own.app, 'GET', paths.homeCategories.path));
      const [row] = await home();
      await own.db.deleteFrom('media_categories').where('category_id', '=', row!.id).execute();
      const after = await home();
      expect(after.map((r) => r.id)).not.toContain(row!.id);
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it('only puts media of the category in its row', async () => {
    const rows = expectData('homeCategories', await get(paths.homeCategories.path));
    const row = rows[0]!;
    const inCategory = await t.db
      .selectFrom('media_categories')
      .select('media_id')
      .where('category_id', '=', row.id)
      .execute();
    const allowed = new Set(inCategory.map((r) => r.media_id));
    expect(row.media.every((m) => allowed.has(m.id))).toBe(true);
  });
});

describe('GET /api/m/latest/movie', () => {
  it('lists movies and theatre titles, newest first', async () => {
    const movies = expectData('latestMovies', await get(paths.latestMovies.path));
    expect(movies.length).toBeGreaterThan(0);
    expect(movies.every((m) => m.kind === 'movie' || m.kind === 'theatre')).toBe(true);
    const created = await t.db
      .selectFrom('media')
      .select(['id', 'created_at'])
      .where('kind', 'in', ['movie', 'theatre'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(24)
      .execute();
    expect(movies.map((m) => m.id)).toEqual(created.map((r) => r.id));
  });
});

describe('GET /api/m/anime/season and /api/m/anime/seasonList', () => {
  it('lists seasons newest first', async () => {
    const seasons = expectData('animeSeasonList', await get(paths.animeSeasonList.path));
    expect(seasons.length).toBeGreaterThan(1);
    const keys = seasons.map((s) => s.year * 10 + s.quarter);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
  });

  it('answers the newest season that has series, with its series', async () => {
    const { season, media } = expectData('animeSeason', await get(paths.animeSeason.path));
    expect(season).not.toBeNull();
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((m) => m.kind === 'series')).toBe(true);
    const ids = await t.db
      .selectFrom('media')
      .select('id')
      .where('season_id', '=', season!.id)
      .where('kind', '=', 'series')
      .execute();
    expect(new Set(media.map((m) => m.id))).toEqual(new Set(ids.map((r) => r.id)));
    const newer = await t.db
      .selectFrom('media')
      .innerJoin('seasons', 'seasons.id', 'media.season_id')
      .select('seasons.id')
      .where('media.kind', '=', 'series')
      .where((eb) =>
        eb.or([
          eb('seasons.year', '>', season!.year),
          eb.and([
            eb('seasons.year', '=', season!.year),
            eb('seasons.quarter', '>', season!.quarter),
          ]),
        ]),
      )
      .execute();
    expect(newer).toEqual([]);
  });

  it('answers an empty season when there are no seasons', async () => {
    const empty = await createTestApp();
    try {
      await empty.db.updateTable('media').set({ season_id: null }).execute();
      await empty.db.deleteFrom('seasons').execute();
      const season = await call(empty.app, 'GET', paths.animeSeason.path);
      expect(expectData('animeSeason', season)).toEqual({ season: null, media: [] });
      const list = await call(empty.app, 'GET', paths.animeSeasonList.path);
      expect(expectData('animeSeasonList', list)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/m/anime/cats/{cat}', () => {
  it('answers the category and its media', async () => {
    const { id } = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const data = expectData('animeCats', await get(buildPath(paths.animeCats.path, { cat: id })));
    expect(data.category.id).toBe(id);
    expect(data.media.length).toBeGreaterThan(0);
    expect(data.media.length).toBeLessThanOrEqual(24);
    const newest = await t.db
      .selectFrom('media')
      .innerJoin('media_categories', 'media_categories.media_id', 'media.id')
      .select('media.id')
      .where('media_categories.category_id', '=', id)
      .where('media.kind', 'in', ['series', 'movie', 'theatre'])
      .orderBy('media.updated_at', 'desc')
      .orderBy('media.id', 'desc')
      .limit(24)
      .execute();
    expect(data.media.map((m) => m.id)).toEqual(newest.map((m) => m.id));
  });

  it('answers 404 for an unknown category', async () => {
    expectError(await get(buildPath(paths.animeCats.path, { cat: 9999 })), 404, extra.notFound);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for cat %s', async (cat) => {
    expectError(await get(buildPath(paths.animeCats.path, { cat })), 400, extra.badRequest);
  });
});
