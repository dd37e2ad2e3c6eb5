import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../contract/paths';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import { searchQuery } from '../../server/domain/media-search';
import { queryPlan } from './query-plan';
import { expectData } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The answer's results as `kind:id` (ids are per table: media, podcasts, newsletters). */
const search = async (q: string) =>
  expectData('search', await call(t.app, 'GET', paths.search.path, { query: { q } })).map(
    (r) => `${r.kind}:${r.id}`,
  );

/**
 * What search answers without any index: every row of each source read with LIKE, names
 * starting with the text first, then each source's own order (media most viewed, podcasts and
 * newsletters newest); then the sources' starting-with rows first (media, podcasts,
 * newsletters), the rest after, 20 in all. The index may only make this faster, never different.
 */
async function scannedIds(db: Kysely<Database>, q: string): Promise<string[]> {
  const needle = q.toLowerCase();
  const escaped = needle.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const contains = sql<boolean>`search_text like ${`%${escaped}%`} escape '\\'`;
  const prefixFirst = sql`case when search_text like ${`${escaped}%`} escape '\\' then 0 else 1 end`;
  const media = await db
    .selectFrom('media')
    .select(['id', 'kind', 'search_text'])
    .where(contains)
    .orderBy(prefixFirst)
    .orderBy('views', 'desc')
    .orderBy('id', 'asc')
    .limit(20)
    .execute();
  const podcasts = await db
    .selectFrom('podcasts')
    .select(['id', 'search_text'])
    .where(contains)
    .orderBy(prefixFirst)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(20)
    .execute();
  const newsletters = await db
    .selectFrom('newsletters')
    .select(['id', 'search_text'])
    .where(contains)
    .orderBy(prefixFirst)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(20)
    .execute();
  const all = [
    ...media.map((r) => ({ key: `${r.kind}:${r.id}`, text: r.search_text })),
    ...podcasts.map((r) => ({ key: `podcast:${r.id}`, text: r.search_text })),
    ...newsletters.map((r) => ({ key: `newsletter:${r.id}`, text: r.search_text })),
  ];
  const starts = all.filter((r) => r.text.startsWith(needle));
  const rest = all.filter((r) => !r.text.startsWith(needle));
  return [...starts, ...rest].slice(0, 20).map((r) => r.key);
}

const planOf = (q: string) => queryPlan(t.db, searchQuery(t.db, { q }));

/** Words of the seed's titles, Mongolian letters (ө, ү) among them. */
async function titleWords(): Promise<string[]> {
  const rows = await t.db.selectFrom('media').select('title').orderBy('id').execute();
  return [
    ...new Set(
      rows.flatMap((r) =>
        r.title
          .toLowerCase()
          .split(/[\s:,.!?-]+/)
          .filter((w) => /^[а-яёөү]{3,}$/.test(w)),
      ),
    ),
  ];
}

describe('search through the trigram index', () => {
  it('answers what a scan of every title answers, for whole words and typed-so-far text', async () => {
    const words = await titleWords();
    const mongolian = words.filter((w) => /[өү]/.test(w));
    expect(mongolian.length).toBeGreaterThan(0);
    const queries = [
      ...words.slice(0, 15),
      ...mongolian.slice(0, 10),
      ...words.slice(0, 10).map((w) => w.slice(0, 3)),
      ...words.slice(0, 10).map((w) => w.slice(1, 5)),
      // Across a space, and a miss.
      'ын зах',
      'хайлтандолдохгүй',
    ];
    let found = 0;
    for (const q of queries) {
      const ids = await search(q);
      expect(ids, q).toEqual(await scannedIds(t.db, q));
      if (ids.length > 0) found += 1;
    }
    expect(found).toBeGreaterThan(queries.length / 2);
  });

  it('is case-insensitive for Cyrillic and Latin alike', async () => {
    const [word] = (await titleWords()).filter((w) => /[өү]/.test(w));
    const upper = await search(word!.toUpperCase());
    expect(upper.length).toBeGreaterThan(0);
    expect(upper).toEqual(await search(word!));
    const media = await t.db
      .selectFrom('media')
      .select(['id', 'kind', 'original_name'])
      .where('original_name', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const latin = media.original_name!.split(' ')[0]!;
    expect(latin.length).toBeGreaterThanOrEqual(3);
    for (const q of [latin.toUpperCase(), latin.toLowerCase()]) {
      expect(await search(q), q).toContain(`${media.kind}:${media.id}`);
    }
  });

  it('answers one and two characters as the scan does (no trigram to look up)', async () => {
    for (const q of ['а', 'ө', 'Ү', 'ха', 'ын', 'm', 'zq']) {
      expect(await search(q), q).toEqual(await scannedIds(t.db, q));
    }
    expect((await search('а')).length).toBe(20);
  });

  it('takes quotes, wildcards and FTS syntax as plain text', async () => {
    for (const q of ['"абв"', 'a"b', 'NEAR(абв)', 'абв*', 'аб OR вг', '%%%', '___', '\\\\\\']) {
      expect(await search(q), q).toEqual(await scannedIds(t.db, q));
    }
  });

  it('uses the index for three characters or more, and not below', async () => {
    const [word] = await titleWords();
    const indexed = isPostgres(t.db) ? /media_search_text_trgm_idx/ : /media_search VIRTUAL TABLE/;
    expect(await planOf(word!)).toMatch(indexed);
    if (!isPostgres(t.db)) expect(await planOf(word!.slice(0, 2))).not.toMatch(indexed);
  });

  it('finds titles as they are added, renamed and removed', async () => {
    const text = 'өвөлжөөний үүр шинэ цуврал';
    const { id } = await t.db
      .insertInto('media')
      .values({
        kind: 'series',
        status: 'airing',
        title: 'Өвөлжөөний үүр',
        search_text: text,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('ӨВӨЛЖӨӨ')).toEqual([`series:${id}`]);

    await t.db
      .updateTable('media')
      .set({ title: 'Хаврын бэлчээр', search_text: 'хаврын бэлчээр' })
      .where('id', '=', id)
      .execute();
    expect(await search('өвөлжөө')).toEqual([]);
    expect(await search('бэлчээр')).toContain(`series:${id}`);

    await t.db.deleteFrom('media').where('id', '=', id).execute();
    expect(await search('бэлчээр')).not.toContain(`series:${id}`);
  });
});

describe.runIf(inject('baseDb').kind === 'postgres')('pg_trgm', () => {
  it('sees Cyrillic letters in this database (its LC_CTYPE is not C)', async () => {
    const { rows } = await sql<{ n: number }>`select cardinality(show_trgm('өвөл')) as n`.execute(
      t.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
