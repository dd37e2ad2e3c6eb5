import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { categorySchema } from '../../contract/studio/endpoints/home';
import type { StudioCategory } from '../../contract/studio/endpoints/home';
import { homeRuleTexts } from '../../server/domain/studio-home-outcome';
import { createCategory, createSeries } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Categories and actors in the studio (decision 057): add, rename, reorder (the viewer's home
 * rows follow), a unique slug, no deleting a category titles use; actors searched and paged.
 */

let t: TestApp;
let editor: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

async function list(): Promise<StudioCategory[]> {
  const res = await callStudio(t, 'studioCategories', { token: editor.token });
  expect(res.status).toBe(200);
  return categorySchema.array().parse((res.json as { data: unknown }).data);
}

const fieldsOf = (res: { json: unknown }) =>
  (res.json as { fields: Record<string, string> }).fields;

describe('categories in the studio', () => {
  it('adds, renames and moves a category; the viewer home rows follow', async () => {
    const created = await callStudio(t, 'studioCategoryCreate', {
      token: editor.token,
      body: { title: 'Түүхэн', slug: 'tuuhen-кино' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id } = (created.json as { data: { id: number } }).data;
    await createSeries(t, { categoryIds: [id], episodes: 1 });
    expect((await list()).at(-1)).toMatchObject({ id, title: 'Түүхэн', titles: 1 });

    const renamed = await callStudio(t, 'studioCategoryUpdate', {
      token: editor.token,
      params: { id },
      body: { title: 'Түүхэн кино', slug: 'tuuhen-кино' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    let order = await list();
    while (order[0]!.id !== id) {
      const moved = await callStudio(t, 'studioCategoryMove', {
        token: editor.token,
        params: { id },
        body: { direction: 'up' },
      });
      expect(moved.status).toBe(200);
      order = categorySchema.array().parse((moved.json as { data: unknown }).data);
    }
    const rows = expectData('homeCategories', await call(t.app, 'GET', paths.homeCategories.path));
    expect(rows[0]).toMatchObject({ title: 'Түүхэн кино' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', 'in', ['category', 'categories'])
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'reorder']),
    );
  });

  it('refuses a taken slug and a slug with capitals or spaces', async () => {
    const [first] = await list();
    const taken = await callStudio(t, 'studioCategoryCreate', {
      token: editor.token,
      body: { title: 'Давхар', slug: first!.slug },
    });
    expect(taken.status).toBe(422);
    expect(fieldsOf(taken).slug).toBe(homeRuleTexts.slugTaken);
    const bad = await callStudio(t, 'studioCategoryCreate', {
      token: editor.token,
      body: { title: 'Муу', slug: 'Муу нэр' },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad).slug).toMatch(/жижиг латин, кирилл/);
  });

  it('refuses deleting a category titles use, saying how many; deletes an unused one', async () => {
    const used = await createCategory(t, 'Хэрэглэгдсэн');
    await createSeries(t, { categoryIds: [used], episodes: 1 });
    await createSeries(t, { categoryIds: [used], episodes: 1 });
    const refused = await callStudio(t, 'studioCategoryDelete', {
      token: editor.token,
      params: { id: used },
    });
    expect(refused.status).toBe(409);
    expect((refused.json as { msg: string }).msg).toBe(homeRuleTexts.categoryInUse(2));
    expect((await list()).some((c) => c.id === used)).toBe(true);

    const unused = await createCategory(t, 'Хоосон');
    const deleted = await callStudio(t, 'studioCategoryDelete', {
      token: editor.token,
      params: { id: unused },
    });
    expect(deleted.status).toBe(200);
    expect((await list()).some((c) => c.id === unused)).toBe(false);
  });
});

describe('actors in the studio', () => {
  it('adds an actor, finds them by name, edits the portrait', async () => {
    const created = await callStudio(t, 'studioActorCreate', {
      token: editor.token,
      body: { name: 'Батболд Дорж', image: '/images/a.jpg', vname: 'Сараа', vimage: null },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id } = (created.json as { data: { id: number } }).data;
    const found = await callStudio(t, 'studioActors', {
      token: editor.token,
      query: { q: 'батболд' },
    });
    const page = (found.json as { data: { rows: { id: number }[]; has_more: boolean } }).data;
    expect(page.rows.map((r) => r.id)).toContain(id);

    const edited = await callStudio(t, 'studioActorUpdate', {
      token: editor.token,
      params: { id },
      body: { name: 'Батболд Дорж', image: 'https://cdn.example/b.jpg', vname: null, vimage: null },
    });
    expect(edited.status).toBe(200);
    const row = await t.db.selectFrom('actors').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({ image: 'https://cdn.example/b.jpg', vname: null });
    const bad = await callStudio(t, 'studioActorUpdate', {
      token: editor.token,
      params: { id },
      body: { name: '', image: 'ftp://x', vname: null, vimage: null },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['image', 'name']);
  });

  it('pages the whole list, 50 at a time', async () => {
    for (let i = 0; i < 55; i += 1) {
      await t.db
        .insertInto('actors')
        .values({ name: `Жүжигчин ${i}` })
        .execute();
    }
    const first = await callStudio(t, 'studioActors', { token: editor.token, query: { page: 1 } });
    const data = (first.json as { data: { rows: unknown[]; has_more: boolean } }).data;
    expect(data.rows).toHaveLength(50);
    expect(data.has_more).toBe(true);
  });
});
