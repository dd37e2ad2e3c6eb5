import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages, textMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { isPostgres } from '../../server/db/dialect';
import { searchQuery, type SearchFilters } from '../../server/domain/media-search';
import { createCategory, createMovie, createSeries } from '../factories';
import { queryPlan } from './query-plan';
import { expectData, expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 17 point 3: search narrows by type, category and year, each alone and together, with or
 * without text; bad values are a 400 with the catalogue's message, never a 500.
 */

let t: TestApp;
/** A word no demo title holds, so the answers are exactly the titles made here. */
const WORD = 'хөхөлдөй';
const y1994 = Date.UTC(1994, 5, 1);
const y2001 = Date.UTC(2001, 2, 1);
let category: number;
let ids: { s1994: number; s2001: number; movie: number; theatre: number };

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t);
  ids = {
    s1994: (
      await createSeries(t, {
        title: 'Хөхөлдөйн нутаг',
        episodes: 2,
        releasedAt: y1994,
        categoryIds: [category],
      })
    ).id,
    s2001: (await createSeries(t, { title: 'Хөхөлдөйн хүүхэд', episodes: 2, releasedAt: y2001 }))
      .id,
    movie: await createMovie(t, {
      title: 'Хөхөлдөйн дуу',
      releasedAt: y2001,
      categoryIds: [category],
    }),
    theatre: await createMovie(t, { kind: 'theatre', title: 'Хөхөлдөйн тайз', releasedAt: y1994 }),
  };
});
afterAll(() => t.close());

const get = (query: Record<string, string | number>) =>
  call(t.app, 'GET', paths.search.path, { query });

const found = async (query: Record<string, string | number>) =>
  expectData('search', await get(query))
    .map((r) => r.id)
    .sort((a, b) => a - b);

const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('search filters', () => {
  it('keeps ?q= alone as it was: every title holding the text', async () => {
    expect(await found({ q: WORD })).toEqual(sorted(ids.s1994, ids.s2001, ids.movie, ids.theatre));
  });

  it('narrows by type', async () => {
    expect(await found({ q: WORD, type: 'series' })).toEqual(sorted(ids.s1994, ids.s2001));
    expect(await found({ q: WORD, type: 'movie' })).toEqual([ids.movie]);
    expect(await found({ q: WORD, type: 'theatre' })).toEqual([ids.theatre]);
  });

  it('narrows by category', async () => {
    expect(await found({ q: WORD, category })).toEqual(sorted(ids.s1994, ids.movie));
  });

  it('narrows by the year of release', async () => {
    expect(await found({ q: WORD, year: 1994 })).toEqual(sorted(ids.s1994, ids.theatre));
    expect(await found({ q: WORD, year: 2001 })).toEqual(sorted(ids.s2001, ids.movie));
    expect(await found({ q: WORD, year: 2002 })).toEqual([]);
  });

  it('combines filters: each one narrows further', async () => {
    expect(await found({ q: WORD, type: 'series', year: 2001 })).toEqual([ids.s2001]);
    expect(await found({ q: WORD, type: 'series', category })).toEqual([ids.s1994]);
    expect(await found({ q: WORD, category, year: 2001 })).toEqual([ids.movie]);
    expect(await found({ q: WORD, type: 'series', category, year: 1994 })).toEqual([ids.s1994]);
    expect(await found({ q: WORD, type: 'theatre', category, year: 1994 })).toEqual([]);
  });

  it('browses by filters without text, most viewed first', async () => {
    expect(await found({ category })).toEqual(sorted(ids.s1994, ids.movie));
    expect(await found({ category, type: 'movie' })).toEqual([ids.movie]);
    const theatre1994 = expectData('search', await get({ type: 'theatre', year: 1994 }));
    expect(theatre1994.map((r) => r.id)).toContain(ids.theatre);
    expect(theatre1994.every((r) => r.kind === 'theatre')).toBe(true);
    // The demo catalogue: a type alone answers its most viewed titles, 20 at most.
    const series = expectData('search', await get({ type: 'series' }));
    expect(series.length).toBe(20);
    expect(series.every((r) => r.kind === 'series')).toBe(true);
  });

  it('answers an unknown category with nothing, not an error', async () => {
    expect(await found({ q: WORD, category: 2_000_000_000 })).toEqual([]);
  });

  it('refuses bad values with a 400 and the catalogue message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: WORD, type: 'podcasts' }, searchMessages.typeInvalid],
      [{ q: WORD, type: 'Podcast' }, searchMessages.typeInvalid],
      [{ q: WORD, type: 'live' }, searchMessages.typeInvalid],
      [{ q: WORD, type: '' }, searchMessages.typeInvalid],
      [{ q: WORD, category: 'abc' }, searchMessages.categoryInvalid],
      [{ q: WORD, category: '0' }, searchMessages.categoryInvalid],
      [{ q: WORD, category: '-3' }, searchMessages.categoryInvalid],
      [{ q: WORD, category: '99999999999' }, searchMessages.categoryInvalid],
      [{ q: WORD, year: '94' }, searchMessages.yearInvalid],
      [{ q: WORD, year: 'abc' }, searchMessages.yearInvalid],
      [{ q: WORD, year: '2001.5' }, searchMessages.yearInvalid],
      [{ q: WORD, year: '1e9' }, searchMessages.yearInvalid],
      [{ q: 'я'.repeat(101) }, searchMessages.queryTooLong],
      [{}, searchMessages.queryRequired],
      [{ q: '   ' }, searchMessages.queryRequired],
    ];
    for (const [query, msg] of cases) {
      expectError(await get(query), 400, msg);
    }
  });

  it('refuses a NUL or another control character in the text, as every text a user sends (422)', async () => {
    // Issue 27 point 12: search took them (a NUL ends an FTS5 query early, PostgreSQL text
    // cannot hold one) where a name, a comment or a report is refused with this message.
    for (const q of [`${WORD}\u0000`, '\u0000', `\u0000${WORD}`, `${WORD}\u001b[2J`, 'a\u0085b']) {
      expectError(await get({ q }), 422, textMessages.controlCharacters);
      expectError(await get({ q, type: 'series' }), 422, textMessages.controlCharacters);
    }
    // Text around the refused characters is still searched as typed.
    expect(await found({ q: ` ${WORD} ` })).toEqual(
      sorted(ids.s1994, ids.s2001, ids.movie, ids.theatre),
    );
  });
});

const planOf = (filters: SearchFilters) => queryPlan(t.db, searchQuery(t.db, filters));

describe('filtered search and the trigram index', () => {
  it('still looks the text up in the trigram index with every filter on (SQLite)', async () => {
    if (isPostgres(t.db)) return;
    for (const filters of [
      { q: WORD, type: 'series' },
      { q: WORD, category },
      { q: WORD, year: 2001 },
      { q: WORD, type: 'movie', category, year: 2001 },
    ] satisfies SearchFilters[]) {
      expect(await planOf(filters), JSON.stringify(filters)).toMatch(/media_search VIRTUAL TABLE/);
    }
  });

  it('narrows through an index with every filter on, never reading every title (PostgreSQL)', async () => {
    // Type, year and category each have an index of their own; which one the planner picks (or
    // pg_trgm's) depends on the table's statistics, so the check is that one of them narrows.
    if (!isPostgres(t.db)) return;
    for (const filters of [
      { q: WORD, type: 'series' },
      { q: WORD, category },
      { q: WORD, year: 2001 },
      { q: WORD, type: 'movie', category, year: 2001 },
    ] satisfies SearchFilters[]) {
      const plan = await planOf(filters);
      expect(plan, JSON.stringify(filters)).toMatch(/media_search_text_trgm_idx|Index Cond/);
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan on media\b/);
    }
  });
});
