import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleRowSchema } from '../../contract/studio/endpoints/catalogue-titles';
import { TITLES_PAGE_SIZE } from '../../contract/studio/catalogue-values';
import { isPostgres } from '../../server/db/dialect';
import { mediaRow } from '../../server/db/rows';
import { titlePageQuery } from '../../server/domain/studio-title-list';
import type { TitleFilter } from '../../server/domain/studio-title-list';
import { createCategory } from '../factories';
import { queryPlan } from './query-plan';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The studio's title list (docs/decisions/053-studio-catalogue.md): search as the viewer's
 * search finds titles, filters by kind, state and category, sorts in the Mongolian alphabet's
 * order, pages by 50 with the total, and every order is an index walk, not a read of every title.
 */

let t: TestApp;
let editor: StaffMember;
/** A word no demo title holds. */
const WORD = 'жаргалсайхан';
const PAGED = 'хуудаслалт';
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
  category = await createCategory(t);
  const now = t.clock.now();
  const rows = [
    { kind: 'series' as const, title: `Ярих ${WORD}`, state: 'published' as const },
    { kind: 'series' as const, title: `Өвөл ${WORD}`, state: 'draft' as const },
    { kind: 'movie' as const, title: `Аав ${WORD}`, state: 'hidden' as const },
  ];
  for (const [i, r] of rows.entries()) {
    const { id } = await t.db
      .insertInto('media')
      .values({
        ...mediaRow({ kind: r.kind, title: r.title, releasedAt: now - 1000 * (i + 1) }),
        publish_state: r.state,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (r.kind === 'series') {
      await t.db
        .insertInto('media_categories')
        .values({ media_id: id, category_id: category })
        .execute();
    }
  }
  for (let i = 0; i < TITLES_PAGE_SIZE + 5; i++) {
    await t.db
      .insertInto('media')
      .values(mediaRow({ kind: 'theatre', title: `${PAGED} ${i}`, releasedAt: now - i * 60_000 }))
      .execute();
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>) {
  const res = await callStudio(t, 'studioTitles', { token: editor.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = (
    res.json as { data: { rows: unknown[]; page: number; has_more: boolean; total: number } }
  ).data;
  return { ...data, rows: data.rows.map((r) => titleRowSchema.parse(r)) };
}

describe('searching and filtering titles', () => {
  it('finds titles by a part of the title in any state, and filters', async () => {
    const all = await list({ q: WORD.toUpperCase().slice(0, 8) });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.publish_state).sort()).toEqual(['draft', 'hidden', 'published']);

    expect((await list({ q: WORD, kind: 'movie' })).rows.map((r) => r.title)).toEqual([
      `Аав ${WORD}`,
    ]);
    expect((await list({ q: WORD, publish_state: 'draft' })).rows.map((r) => r.title)).toEqual([
      `Өвөл ${WORD}`,
    ]);
    const inCategory = await list({ category });
    expect(inCategory.total).toBe(2);
    expect(inCategory.rows.every((r) => r.kind === 'series')).toBe(true);
  });

  it('sorts by title in the alphabet, Ө between О and П', async () => {
    const sorted = await list({ q: WORD, sort: 'title' });
    expect(sorted.rows.map((r) => r.title)).toEqual([
      `Аав ${WORD}`,
      `Өвөл ${WORD}`,
      `Ярих ${WORD}`,
    ]);
  });

  it('pages by 50 with the total, newest created first', async () => {
    const first = await list({ q: PAGED, sort: 'created' });
    expect(first).toMatchObject({ page: 1, has_more: true, total: TITLES_PAGE_SIZE + 5 });
    expect(first.rows).toHaveLength(TITLES_PAGE_SIZE);
    expect(first.rows[0]!.title).toBe(`${PAGED} 0`);
    const second = await list({ q: PAGED, sort: 'created', page: 2 });
    expect(second).toMatchObject({ page: 2, has_more: false, total: TITLES_PAGE_SIZE + 5 });
    expect(second.rows.map((r) => r.title)).toEqual(
      [50, 51, 52, 53, 54].map((n) => `${PAGED} ${n}`),
    );
  });

  it('refuses a query it cannot read with 400, never a 500', async () => {
    const queries: Record<string, string | number>[] = [
      { sort: 'views' },
      { page: 0 },
      { kind: 'live' },
      { category: 'x' },
    ];
    for (const query of queries) {
      const res = await callStudio(t, 'studioTitles', { token: editor.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('the list reads through indexes', () => {
  const planOf = (f: Partial<TitleFilter>) =>
    queryPlan(t.db, titlePageQuery(t.db, { sort: 'updated', page: 1, ...f }), { ordered: true });

  it.each(['updated', 'created', 'title'] as const)(
    'walks an index in the %s order instead of reading and sorting every title',
    async (sort) => {
      const plan = await planOf({ sort });
      const index = {
        updated: 'media_updated_at_id_idx',
        created: 'media_created_at_id_idx',
        title: 'media_title_sort_id_idx',
      }[sort];
      expect(plan).toContain(index);
      if (isPostgres(t.db)) {
        expect(plan).not.toMatch(/Seq Scan on media|Sort/);
      } else {
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    },
  );

  it('walks the kind and title index for one kind by title', async () => {
    const plan = await planOf({ kind: 'series', sort: 'title' });
    expect(plan).toContain('media_kind_title_sort_idx');
    expect(plan).not.toMatch(isPostgres(t.db) ? /Seq Scan on media|Sort/ : /TEMP B-TREE/);
  });

  it('walks the state and updated index for a state filter in the default order', async () => {
    const plan = await planOf({ publishState: 'published' });
    expect(plan).toContain('media_publish_state_updated_at_id_idx');
    expect(plan).not.toMatch(isPostgres(t.db) ? /Seq Scan on media|Sort/ : /TEMP B-TREE/);
  });

  it('looks a text up in the trigram index (SQLite)', async () => {
    if (isPostgres(t.db)) return;
    expect(await planOf({ q: WORD })).toMatch(/media_search VIRTUAL TABLE/);
  });
});
