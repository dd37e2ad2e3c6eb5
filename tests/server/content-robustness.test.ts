import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import type { EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every read this suite owns. */
const contentReads: EndpointName[] = [
  'slidesBig',
  'slidesSet',
  'programSlides',
  'homeCategories',
  'latestMovies',
  'animeSeason',
  'animeSeasonList',
  'animeCats',
  'animeDetail',
  'animeHover',
  'animeList',
  'animeListGet',
  'mediaRelated',
  'mediaSuggested',
  'latestEpisodes',
  'historyLatest',
  'history',
  'moviesWeb',
  'movie',
  'contentPage',
  'search',
  'webLogoHeader',
  'appLogoFooter',
  'appLogoHeader',
  'notifications',
  'faq',
  'podcasts',
  'podcastDetail',
  'podcastTracks',
  'newsletters',
  'newsletterDetail',
  'actor',
];

const oddValues = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%00',
  ' 1',
  "1'--",
  'null',
];
const oddQueries: Record<string, string>[] = [
  { page: 'abc' },
  { page: '-5' },
  { page: '1e9' },
  { q: '' },
  { q: "'; drop table media; --" },
  { t: 'bogus' },
  { multi: '[]' },
];
const oddBodies: unknown[] = [null, [], 'text', { cats: 'nope' }, { sort: { $gt: 1 } }];

describe('content reads never answer 500', () => {
  it.each(contentReads)('%s', async (name) => {
    const route = paths[name];
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    for (const value of oddValues) {
      const path = buildPath(route.path, Object.fromEntries(params.map((p) => [p, value])));
      for (const query of [undefined, ...oddQueries]) {
        const bodies = route.method === 'POST' ? oddBodies : [undefined];
        for (const body of bodies) {
          const res = await call(t.app, route.method, path, { query, body });
          expect(res.status, `${route.method} ${path} ${JSON.stringify(query)}`).toBeLessThan(500);
          expect(res.json).toMatchObject({ status: expect.any(Boolean) });
        }
      }
    }
  });

  it('keeps the media table after a hostile search', async () => {
    const n = await t.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(0);
  });
});
