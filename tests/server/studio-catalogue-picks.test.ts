import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICK_LIMIT } from '../../contract/studio/catalogue-values';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The title form's pick-lists and franchises (docs/decisions/053-studio-catalogue.md): names
 * found by a part typed in any usual case, at most 20; a new franchise links seasons, which each
 * title then lists as its other seasons.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const pick = async (
  name: 'studioPickStudios' | 'studioPickActors' | 'studioPickFranchises' | 'studioPickCategories',
  q?: string,
) => {
  const res = await callStudio(t, name, {
    token: editor.token,
    query: q === undefined ? {} : { q },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number; name: string }[] }).data;
};

describe('pick-lists', () => {
  it('finds a Cyrillic name typed in lower case or from its middle', async () => {
    const { id } = await t.db
      .insertInto('studios')
      .values({ name: 'Хөвсгөл Продакшн' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const q of ['хөвсгөл', 'Хөвсгөл', 'продакшн', 'гөл Про']) {
      expect(
        (await pick('studioPickStudios', q)).map((s) => s.id),
        q,
      ).toContain(id);
    }
    expect(await pick('studioPickStudios', 'олдохгүй-нэр')).toEqual([]);
    // A LIKE wildcard typed is a character, not "anything".
    expect(await pick('studioPickStudios', '%')).toEqual([]);
  });

  it('answers at most 20, actors with their voice actor', async () => {
    await t.db
      .insertInto('actors')
      .values(
        Array.from({ length: PICK_LIMIT + 3 }, (_, i) => ({
          name: `Сонголт ${i}`,
          vname: `Дуу ${i}`,
        })),
      )
      .execute();
    const actors = await pick('studioPickActors', 'сонголт');
    expect(actors).toHaveLength(PICK_LIMIT);
    expect(actors[0]).toMatchObject({
      name: expect.stringMatching(/^Сонголт/),
      vname: expect.stringMatching(/^Дуу/),
    });
    expect((await pick('studioPickCategories')).length).toBeGreaterThan(0);
  });
});

describe('franchises', () => {
  it('links seasons: each title lists the franchise and every season in order', async () => {
    const made = await callStudio(t, 'studioFranchiseCreate', {
      token: editor.token,
      body: { name: 'Тэмүүжин' },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const franchise = (made.json as { data: { id: number; name: string } }).data;
    expect(await pick('studioPickFranchises', 'тэмүүжин')).toEqual([franchise]);

    const season = async (n: number) => {
      const res = await callStudio(t, 'studioTitleCreate', {
        token: editor.token,
        body: {
          kind: 'series',
          title: `Тэмүүжин ${n}`,
          media_group_id: franchise.id,
          season_number: n,
          season_title: `${n}-р улирал`,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json as { data: { id: number } }).data.id;
    };
    const second = await season(2);
    const first = await season(1);
    const read = await callStudio(t, 'studioTitle', {
      token: editor.token,
      params: { id: second },
    });
    expect(read.json).toMatchObject({
      data: {
        franchise,
        other_seasons: [
          { id: first, season_number: 1, season_title: '1-р улирал', publish_state: 'draft' },
          { id: second, season_number: 2, season_title: '2-р улирал', publish_state: 'draft' },
        ],
      },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'franchise')
      .where('entity_id', '=', String(franchise.id))
      .execute();
    expect(audit).toEqual([{ action: 'create', user_id: editor.id }]);
  });
});
