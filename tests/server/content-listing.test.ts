import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/envelope';
import type { MediaCard } from '../../contract/entities';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import {
  createCategory,
  createMediaStatus,
  createSeries,
  createSignedInUser,
  createUser,
} from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
let mainId: number;
let mainToken: string;
let secondId: number;

beforeAll(async () => {
  t = await createTestApp();
  const main = await createSignedInUser(t);
  [mainId, mainToken] = [main.id, main.token];
  secondId = (await createUser(t)).id;
  // "main" liked four series, put two on the watch-later list and asked to be told of three.
  const series = await t.db
    .selectFrom('media')
    .select('id')
    .where('kind', '=', 'series')
    .orderBy('id')
    .limit(6)
    .execute();
  for (const [i, { id }] of series.entries()) {
    await createMediaStatus(t, {
      userId: mainId,
      mediaId: id,
      liked: i < 4 ? 1 : null,
      later: i >= 4,
      notify: i % 2 === 1,
    });
  }
});
afterAll(() => t.close());

/** The test's own reading of the alphabet, letter by letter (А Б В … О Ө … У Ү … Я). */
const ALPHABET = [...'абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя'];
function inAlphabet(a: string, b: string): number {
  const [x, y] = [[...a.toLowerCase()], [...b.toLowerCase()]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [ALPHABET.indexOf(x[i]!), ALPHABET.indexOf(y[i]!)];
    const [u, v] = [
      p < 0 ? x[i]!.codePointAt(0)! : 0x10000 + p,
      q < 0 ? y[i]!.codePointAt(0)! : 0x10000 + q,
    ];
    if (u !== v) return u - v;
  }
  return x.length - y.length;
}

const listPath = (userId: number | string) => buildPath(paths.animeList.path, { userId });

function animeList(
  body: unknown,
  query: Record<string, string | number> = {},
  options: { userId?: number | string; token?: string } = {},
) {
  return call(t.app, 'POST', listPath(options.userId ?? 0), {
    body,
    query,
    token: options.token,
  });
}

async function countSeries(): Promise<number> {
  const row = await t.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'series')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/m/anime/list/{userId}', () => {
  it('pages through every series: page 2 appends distinct items, then the last page', async () => {
    const total = await countSeries();
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const lastPage = Math.ceil(total / PAGE_SIZE);
    const seen: MediaCard[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const data = expectData('animeList', await animeList({}, { page }));
      expect(data).toMatchObject({ current_page: page, last_page: lastPage, total });
      expect(data.data.length).toBe(page < lastPage ? PAGE_SIZE : total - PAGE_SIZE * (page - 1));
      seen.push(...data.data);
    }
    expect(new Set(seen.map((m) => m.id)).size).toBe(total);
    expect(seen.every((m) => m.kind === 'series')).toBe(true);
  });

  it('answers an empty page past the end with the right last_page', async () => {
    const total = await countSeries();
    const data = expectData('animeList', await animeList({}, { page: 50 }));
    expect(data).toEqual({
      data: [],
      current_page: 50,
      last_page: Math.ceil(total / PAGE_SIZE),
      total,
    });
  });

  it('defaults page to 1 and accepts a GET with the same answer', async () => {
    const posted = expectData('animeList', await animeList({}));
    expect(posted.current_page).toBe(1);
    const got = expectData('animeListGet', await call(t.app, 'GET', listPath(0)));
    expect(got).toEqual(posted);
  });

  it.each([
    ['a-z', (a: MediaCard, b: MediaCard) => inAlphabet(a.title, b.title)],
    ['z-a', (a: MediaCard, b: MediaCard) => inAlphabet(b.title, a.title)],
    ['rating', (a: MediaCard, b: MediaCard) => b.rating - a.rating],
    [
      'new',
      (a: MediaCard, b: MediaCard) => (b.released_date ?? '').localeCompare(a.released_date ?? ''),
    ],
    [
      'old',
      (a: MediaCard, b: MediaCard) => (a.released_date ?? '').localeCompare(b.released_date ?? ''),
    ],
  ] as const)('sorts by %s', async (sort, compare) => {
    const { data } = expectData('animeList', await animeList({ sort }));
    expect([...data].sort(compare).map((m) => m.id)).toEqual(data.map((m) => m.id));
  });

  it('sorts by name in the Mongolian alphabet (Ө after О, Ү after У), not by code point', async () => {
    const category = await createCategory(t);
    const titles = [
      'Өглөөний мэдээ',
      'Нүүдэлчдийн өв',
      'Нөгөө талд',
      'Яруу найраг',
      'Үнэ цэн',
      'Улс төр',
      'Оюу толгой',
      'Бизнес',
    ];
    for (const title of titles)
      await createSeries(t, { title, categoryIds: [category], episodes: 1 });
    const order = [
      'Бизнес',
      'Нөгөө талд',
      'Нүүдэлчдийн өв',
      'Оюу толгой',
      'Өглөөний мэдээ',
      'Улс төр',
      'Үнэ цэн',
      'Яруу найраг',
    ];
    const list = async (sort: string) =>
      expectData('animeList', await animeList({ sort, cats: [category] })).data.map((m) => m.title);
    expect(await list('a-z')).toEqual(order);
    expect(await list('z-a')).toEqual([...order].reverse());
  });

  it('sorts popular by views', async () => {
    const { data } = expectData('animeList', await animeList({ sort: 'popular' }));
    const views = await t.db
      .selectFrom('media')
      .select(['id', 'views'])
      .where('kind', '=', 'series')
      .orderBy('views', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .execute();
    expect(data.map((m) => m.id)).toEqual(views.map((v) => v.id));
  });

  it('filters by every chosen category, by season and by status', async () => {
    const [a, b] = await t.db
      .selectFrom('media_categories')
      .innerJoin('media', 'media.id', 'media_categories.media_id')
      .select(['media_categories.category_id', 'media.id', 'media.season_id'])
      .where('media.kind', '=', 'series')
      .orderBy('media.id')
      .execute();
    const category = a!.category_id;
    const byCat = expectData('animeList', await animeList({ cats: [category] }));
    expect(byCat.total).toBeGreaterThan(0);
    const members = await t.db
      .selectFrom('media_categories')
      .select('media_id')
      .where('category_id', '=', category)
      .execute();
    const inCat = new Set(members.map((m) => m.media_id));
    expect(byCat.data.every((m) => inCat.has(m.id))).toBe(true);

    // Two categories narrow (AND), never widen.
    const other = b!.category_id === category ? category + 1 : b!.category_id;
    const both = expectData('animeList', await animeList({ cats: [category, other] }));
    expect(both.total).toBeLessThanOrEqual(byCat.total);

    const season = a!.season_id!;
    const bySeason = expectData('animeList', await animeList({ season }));
    const inSeason = await t.db
      .selectFrom('media')
      .select('id')
      .where('season_id', '=', season)
      .where('kind', '=', 'series')
      .execute();
    expect(bySeason.total).toBe(inSeason.length);

    for (const animeStatus of ['airing', 'completed'] as const) {
      const rows = await t.db
        .selectFrom('media')
        .select('id')
        .where('kind', '=', 'series')
        .where('status', '=', animeStatus)
        .execute();
      const res = expectData('animeList', await animeList({ animeStatus }));
      expect(res.total).toBe(rows.length);
    }
  });

  it("takes 'all' for cats and season, and ?id as one more category", async () => {
    const everything = expectData('animeList', await animeList({ cats: 'all', season: 'all' }));
    expect(everything.total).toBe(await countSeries());
    const { category_id } = await t.db
      .selectFrom('media_categories')
      .select('category_id')
      .executeTakeFirstOrThrow();
    const viaQuery = expectData('animeList', await animeList({}, { id: category_id }));
    const viaBody = expectData('animeList', await animeList({ cats: [category_id] }));
    expect(viaQuery).toEqual(viaBody);
  });

  it("lists the user's liked media with t=liked (POST and GET)", async () => {
    const liked = await t.db
      .selectFrom('media_statuses')
      .select('media_id')
      .where('user_id', '=', mainId)
      .where('liked', '=', 1)
      .execute();
    expect(liked).toHaveLength(4);
    const posted = expectData(
      'animeList',
      await animeList({}, { t: 'liked' }, { userId: mainId, token: mainToken }),
    );
    expect(new Set(posted.data.map((m) => m.id))).toEqual(new Set(liked.map((l) => l.media_id)));
    const got = expectData(
      'animeListGet',
      await call(t.app, 'GET', listPath(mainId), { query: { t: 'liked' }, token: mainToken }),
    );
    expect(got).toEqual(posted);
  });

  it('lists later and notify marks', async () => {
    for (const mark of ['later', 'notify'] as const) {
      const rows = await t.db
        .selectFrom('media_statuses')
        .select('media_id')
        .where('user_id', '=', mainId)
        .where(mark, '=', 1)
        .execute();
      const data = expectData(
        'animeList',
        await animeList({}, { t: mark }, { userId: mainId, token: mainToken }),
      );
      expect(new Set(data.data.map((m) => m.id))).toEqual(new Set(rows.map((r) => r.media_id)));
    }
  });

  it('asks a guest to log in for t=liked', async () => {
    expectError(await animeList({}, { t: 'liked' }), 401, spec.loginRequired);
  });

  it('answers 401 without a token and 403 for another user', async () => {
    expectError(await animeList({}, {}, { userId: mainId }), 401, extra.unauthorized);
    expectError(
      await animeList({}, { t: 'liked' }, { userId: secondId, token: mainToken }),
      403,
      extra.forbidden,
    );
  });

  it.each([
    [{ sort: 'best' }, {}],
    [{ animeStatus: 'paused' }, {}],
    [{ cats: ['x'] }, {}],
    [{ cats: [-1] }, {}],
    [{ season: 'spring' }, {}],
    [{ unknown: 1 }, {}],
    [{}, { page: -1 }],
    [{}, { page: 0 }],
    [{}, { page: 'two' }],
    [{}, { page: 10_001 }],
    [{}, { t: 'hated' }],
    [{}, { id: 'abc' }],
  ])('answers 400 for body %j and query %j', async (body, query) => {
    expectError(await animeList(body, query), 400, extra.badRequest);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.request(listPath(0), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sort":',
    });
    expectError({ status: res.status, json: await res.json() }, 400, extra.badRequest);
  });
});

describe('POST /api/m/movies/web', () => {
  const moviesWeb = (body: unknown, query: Record<string, string | number> = {}) =>
    call(t.app, 'POST', paths.moviesWeb.path, { body, query });

  it('lists movies and theatre titles, filtered by type', async () => {
    const all = expectData('moviesWeb', await moviesWeb({}));
    expect(all.data.every((m) => m.kind === 'movie' || m.kind === 'theatre')).toBe(true);
    const theatre = expectData('moviesWeb', await moviesWeb({ type: 'theatre' }));
    const movie = expectData('moviesWeb', await moviesWeb({ type: 'movie' }));
    expect(theatre.data.every((m) => m.kind === 'theatre')).toBe(true);
    expect(movie.data.every((m) => m.kind === 'movie')).toBe(true);
    expect(theatre.total + movie.total).toBe(all.total);
  });

  it('pages: page 1, an empty page past the end', async () => {
    const first = expectData('moviesWeb', await moviesWeb({}, { page: 1 }));
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / PAGE_SIZE)));
    const past = expectData('moviesWeb', await moviesWeb({}, { page: first.last_page + 1 }));
    expect(past.data).toEqual([]);
    expect(past.last_page).toBe(first.last_page);
  });

  it('filters by category and sorts', async () => {
    const { category_id } = await t.db
      .selectFrom('media_categories')
      .innerJoin('media', 'media.id', 'media_categories.media_id')
      .select('media_categories.category_id')
      .where('media.kind', 'in', ['movie', 'theatre'])
      .executeTakeFirstOrThrow();
    const res = expectData('moviesWeb', await moviesWeb({ cats: [category_id], sort: 'rating' }));
    expect(res.total).toBeGreaterThan(0);
    const ratings = res.data.map((m) => m.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it.each([[{ sort: 'x' }], [{ type: 'series' }], [{ season: 1 }]])(
    'answers 400 for %j',
    async (body) => {
      expectError(await moviesWeb(body), 400, extra.badRequest);
    },
  );

  it('answers 400 for a bad page', async () => {
    expectError(await moviesWeb({}, { page: -1 }), 400, extra.badRequest);
  });
});

describe('GET /api/m/latest/anime/1', () => {
  it('pages new episodes newest first, each with its media', async () => {
    const first = expectData('latestEpisodes', await call(t.app, 'GET', paths.latestEpisodes.path));
    const second = expectData(
      'latestEpisodes',
      await call(t.app, 'GET', paths.latestEpisodes.path, { query: { page: 2 } }),
    );
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(second.current_page).toBe(2);
    const ids = [...first.data, ...second.data].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const created = [...first.data, ...second.data].map((e) => e.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const e of first.data) expect(e.media.id).toBe(e.anime_id);

    const last = expectData(
      'latestEpisodes',
      await call(t.app, 'GET', paths.latestEpisodes.path, { query: { page: first.last_page } }),
    );
    expect(last.data.length).toBe(first.total - PAGE_SIZE * (first.last_page - 1));
    const past = expectData(
      'latestEpisodes',
      await call(t.app, 'GET', paths.latestEpisodes.path, { query: { page: first.last_page + 1 } }),
    );
    expect(past.data).toEqual([]);
  });

  it('answers 400 for a bad page', async () => {
    for (const page of ['-1', 'x', '0']) {
      expectError(
        await call(t.app, 'GET', paths.latestEpisodes.path, { query: { page } }),
        400,
        extra.badRequest,
      );
    }
  });
});
