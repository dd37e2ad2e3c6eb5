import type { Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { isPostgres } from '../../server/db/dialect';
import { searchText } from '../../server/db/rows';
import { listedSearchQuery } from '../../server/domain/listed-search';
import { createCategory, createMovie, createNewsletter, createPodcast } from '../factories';
import { queryPlan } from './query-plan';
import { expectData, expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 17 point 3: the type filter offers podcasts and newsletters, so search finds them too:
 * podcasts by name and creator, newsletters by name, beside the catalogue's titles.
 */

let t: TestApp;
/** A word no demo row holds, so the answers are exactly the rows made here. */
const WORD = 'цэнхэрлэг';
const y2019 = Date.UTC(2019, 4, 1);
const y2023 = Date.UTC(2023, 8, 1);
let category: number;
let ids: { movie: number; podcast: number; byCreator: number; newsletter: number };

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t);
  ids = {
    movie: await createMovie(t, {
      title: 'Хөх цэнхэрлэг тал',
      releasedAt: y2019,
      categoryIds: [category],
    }),
    podcast: await createPodcast(t, { title: 'Цэнхэрлэг яриа', createdAt: y2019 }),
    byCreator: await createPodcast(t, {
      title: 'Өглөөний сонин',
      creator: 'Б. Цэнхэрлэг',
      createdAt: y2023,
    }),
    newsletter: await createNewsletter(t, {
      title: 'Цэнхэрлэг эдийн засаг',
      publishedAt: y2023,
    }),
  };
});
afterAll(() => t.close());

const get = (query: Record<string, string | number>) =>
  call(t.app, 'GET', paths.search.path, { query });

/** The answer as `kind:id`, in its order. */
const found = async (query: Record<string, string | number>) =>
  expectData('search', await get(query)).map((r) => `${r.kind}:${r.id}`);

describe('search finds podcasts and newsletters', () => {
  it('finds them beside titles: names starting with the text first, titles, podcasts, newsletters', async () => {
    expect(await found({ q: WORD.toUpperCase() })).toEqual([
      `podcast:${ids.podcast}`,
      `newsletter:${ids.newsletter}`,
      `movie:${ids.movie}`,
      `podcast:${ids.byCreator}`,
    ]);
  });

  it('answers what the client needs to show and open them', async () => {
    const [podcast] = expectData('search', await get({ q: 'цэнхэрлэг яриа' }));
    expect(podcast).toMatchObject({
      id: ids.podcast,
      kind: 'podcast',
      title: 'Цэнхэрлэг яриа',
      keywords: null,
      original_name: null,
    });
  });

  it('narrows to one kind with type=podcast or type=newsletter', async () => {
    expect(await found({ q: WORD, type: 'podcast' })).toEqual([
      `podcast:${ids.podcast}`,
      `podcast:${ids.byCreator}`,
    ]);
    expect(await found({ q: WORD, type: 'newsletter' })).toEqual([`newsletter:${ids.newsletter}`]);
    expect(await found({ q: WORD, type: 'movie' })).toEqual([`movie:${ids.movie}`]);
  });

  it('browses podcasts or newsletters with no text, newest first', async () => {
    const podcasts = await found({ type: 'podcast' });
    expect(podcasts.every((key) => key.startsWith('podcast:'))).toBe(true);
    expect(podcasts).toContain(`podcast:${ids.podcast}`);
    const newsletters = await found({ type: 'newsletter' });
    expect(newsletters.every((key) => key.startsWith('newsletter:'))).toBe(true);
  });

  it('reads the year from when a podcast started and a newsletter was published', async () => {
    expect(await found({ q: WORD, year: 2019 })).toEqual([
      `podcast:${ids.podcast}`,
      `movie:${ids.movie}`,
    ]);
    expect(await found({ q: WORD, year: 2023 })).toEqual([
      `newsletter:${ids.newsletter}`,
      `podcast:${ids.byCreator}`,
    ]);
    expect(await found({ type: 'newsletter', year: 2023 })).toEqual([
      `newsletter:${ids.newsletter}`,
    ]);
  });

  it('finds none with a category: podcasts and newsletters have none', async () => {
    expect(await found({ q: WORD, category })).toEqual([`movie:${ids.movie}`]);
    expect(await found({ q: WORD, type: 'podcast', category })).toEqual([]);
    expect(await found({ type: 'newsletter', category })).toEqual([]);
  });

  it('refuses an unknown type with the catalogue message, never a 500', async () => {
    for (const type of ['podcasts', 'NEWSLETTER', 'audio', 'live']) {
      expectError(await get({ q: WORD, type }), 400, searchMessages.typeInvalid);
    }
    expectError(await get({ type: 'podcast', year: '19' }), 400, searchMessages.yearInvalid);
  });

  it('follows renames and removals (the index is kept in step by the database)', async () => {
    const id = await createPodcast(t, { title: 'Шаргал талын дуу' });
    expect(await found({ q: 'шаргал тал' })).toEqual([`podcast:${id}`]);
    await t.db
      .updateTable('podcasts')
      .set({ title: 'Улаан уул', search_text: searchText('Улаан уул', 'Туршилтын хөтлөгч') })
      .where('id', '=', id)
      .execute();
    expect(await found({ q: 'шаргал тал' })).toEqual([]);
    expect(await found({ q: 'улаан уул' })).toContain(`podcast:${id}`);
    await t.db.deleteFrom('podcasts').where('id', '=', id).execute();
    expect(await found({ q: 'улаан уул' })).not.toContain(`podcast:${id}`);
  });
});

const planOf = (query: Compilable) => queryPlan(t.db, query);

describe('podcast and newsletter search use a trigram index', () => {
  it('looks podcasts up in theirs, with or without a year', async () => {
    const index = isPostgres(t.db)
      ? /podcasts_search_text_trgm_idx/
      : /podcast_search VIRTUAL TABLE/;
    expect(await planOf(listedSearchQuery(t.db, 'podcast', { q: WORD }, t.clock.now()))).toMatch(
      index,
    );
    if (!isPostgres(t.db)) {
      expect(
        await planOf(listedSearchQuery(t.db, 'podcast', { q: WORD, year: 2019 }, t.clock.now())),
      ).toMatch(index);
      expect(
        await planOf(listedSearchQuery(t.db, 'podcast', { q: 'цэ' }, t.clock.now())),
      ).not.toMatch(index);
    }
  });

  it('looks newsletters up in theirs', async () => {
    const index = isPostgres(t.db)
      ? /newsletters_search_text_trgm_idx/
      : /newsletter_search VIRTUAL TABLE/;
    expect(await planOf(listedSearchQuery(t.db, 'newsletter', { q: WORD }, t.clock.now()))).toMatch(
      index,
    );
    if (!isPostgres(t.db)) {
      expect(
        await planOf(listedSearchQuery(t.db, 'newsletter', { q: WORD, year: 2023 }, t.clock.now())),
      ).toMatch(index);
    }
  });
});
