import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishState } from '../../contract/studio/roles';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { createCategory, createMovie, createSeries } from '../factories';
import { renderFixture, type RenderFixture } from './first-view-fixture';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Decision 052: a viewer sees only published titles. A draft, a title scheduled for tomorrow and
 * a hidden one are absent from every viewer read, the first view included; published ones stay.
 */

const STATES = ['published', 'draft', 'scheduled', 'hidden'] as const;
// A word no seeded title holds, so a search for it answers these titles only.
const WORD = 'Жавхлантөгс';

let t: TestApp;
let fixture: RenderFixture;
let category: number;
const series = {} as Record<PublishState, number>;
const movies = {} as Record<PublishState, number>;
let otherPublished: number;

beforeAll(async () => {
  fixture = renderFixture();
  t = await createTestApp({ DIST_DIR: fixture.distDir });
  category = await createCategory(t);
  for (const state of STATES) {
    series[state] = (
      await createSeries(t, {
        title: `${WORD} цуврал ${state}`,
        episodes: 1,
        categoryIds: [category],
        publishState: state,
      })
    ).id;
    movies[state] = await createMovie(t, {
      title: `${WORD} кино ${state}`,
      categoryIds: [category],
      publishState: state,
    });
  }
  otherPublished = (await createSeries(t, { episodes: 1, categoryIds: [category] })).id;
  // The published series' stored similar titles name every other state (as ranked before a hide).
  const related = [series.draft, series.scheduled, series.hidden, otherPublished];
  await t.db.deleteFrom('media_related').where('media_id', '=', series.published).execute();
  await t.db
    .insertInto('media_related')
    .values(related.map((id, i) => ({ media_id: series.published, related_id: id, sort: i + 1 })))
    .execute();
});
afterAll(async () => {
  await t.close();
  fixture.remove();
});

const get = (path: string, query?: Record<string, string | number>) =>
  call(t.app, 'GET', path, { query });
const hidden = STATES.filter((s) => s !== 'published');
const allOf = (ids: Record<PublishState, number>) => STATES.map((s) => ids[s]);

describe('titles that are not published', () => {
  it('are left out of the listing, and its total counts what it lists', async () => {
    const page = expectData(
      'animeList',
      await call(t.app, 'POST', buildPath(paths.animeList.path, { userId: 0 }), {
        body: { cats: [category] },
      }),
    );
    expect(page.data.map((m) => m.id).sort()).toEqual([series.published, otherPublished].sort());
    expect(page.total).toBe(2);
  });

  it('are not found by search', async () => {
    const found = expectData('search', await get(paths.search.path, { q: WORD })).map((r) => r.id);
    expect(found.sort()).toEqual([series.published, movies.published].sort());
  });

  it('are not in the home rows, the category menu or the latest movies', async () => {
    const rows = expectData('homeCategories', await get(paths.homeCategories.path));
    const row = rows.find((r) => r.id === category);
    expect(row?.media.map((m) => m.id).sort()).toEqual(
      [series.published, movies.published, otherPublished].sort(),
    );
    const menu = expectData(
      'animeCats',
      await get(buildPath(paths.animeCats.path, { cat: category })),
    );
    expect(menu.media.map((m) => m.id).sort()).toEqual(row?.media.map((m) => m.id).sort());
    const latest = expectData('latestMovies', await get(paths.latestMovies.path)).map((m) => m.id);
    expect(latest).toContain(movies.published);
    for (const state of hidden) expect(latest).not.toContain(movies[state]);
  });

  it('answer the same 404 as an unknown title on detail, hover, related and movie', async () => {
    for (const id of allOf(series)) {
      const detail = await get(buildPath(paths.animeDetail.path, { id, userId: 0 }));
      const hover = await get(buildPath(paths.animeHover.path, { id }));
      if (id === series.published) {
        expect(detail.status).toBe(200);
        expect(hover.status).toBe(200);
      } else {
        expectError(detail, 404, extra.notFound);
        expectError(hover, 404, extra.notFound);
        expectError(await get(buildPath(paths.mediaRelated.path, { id })), 404, extra.notFound);
      }
    }
    for (const id of allOf(movies)) {
      const movie = await get(buildPath(paths.movie.path, { id }));
      if (id === movies.published) expect(movie.status).toBe(200);
      else expectError(movie, 404, extra.notFound);
    }
  });

  it('are left out of a published title’s similar titles', async () => {
    const related = expectData(
      'mediaRelated',
      await get(buildPath(paths.mediaRelated.path, { id: series.published })),
    );
    expect(related.map((m) => m.id)).toEqual([otherPublished]);
    const detail = expectData(
      'animeDetail',
      await get(buildPath(paths.animeDetail.path, { id: series.published, userId: 0 })),
    );
    expect(detail.related.map((m) => m.id)).toEqual([otherPublished]);
  });

  it('get no first view, which renders from the same API', async () => {
    const rendered = async (id: number) =>
      (await (await t.app.request(`/series/detail/${id}`)).text()).includes('data-test-render');
    expect(await rendered(series.published)).toBe(true);
    for (const state of hidden) expect(await rendered(series[state])).toBe(false);
  });
});
