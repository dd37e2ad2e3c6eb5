import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDetailSchema } from '../../contract/entities/media';
import { studioMessages } from '../../contract/studio/messages';
import { titleSchema } from '../../contract/studio/endpoints/catalogue-titles';
import { searchText } from '../../server/db/rows/search-text';
import { titleSortKey } from '../../server/db/rows/title-sort';
import { titleRuleTexts } from '../../server/domain/studio-title-rules';
import { stateTexts } from '../../server/domain/studio-state';
import { createCategory, createSeries } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The studio's titles (docs/decisions/053-studio-catalogue.md): a new title is a draft; a save
 * names its version, lands whole (row, categories, cast, sort key, search text, similar titles,
 * audit) or, when stale, changes nothing and answers what is stored; bad fields are named; the
 * description is stored sanitised; states go through publishing.ts; a draft can be previewed.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

async function create(body: Record<string, unknown>) {
  const res = await callStudio(t, 'studioTitleCreate', { ...as(editor.token), body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number; version: number } }).data;
}

async function read(id: number) {
  const res = await callStudio(t, 'studioTitle', { ...as(editor.token), params: { id } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return titleSchema.parse((res.json as { data: unknown }).data);
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'title')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

async function anActor(): Promise<number> {
  const { id } = await t.db
    .insertInto('actors')
    .values({ name: 'Туршилтын Жүжигчин', vname: 'Дуу оруулагч' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('a title from draft to published', () => {
  it('creates, saves, refuses a stale save with nothing changed, publishes, audits', async () => {
    const [first, second, shared] = [
      await createCategory(t),
      await createCategory(t),
      await createCategory(t),
    ];
    const neighbour = await createSeries(t, { categoryIds: [shared], episodes: 1 });
    const actor = await anActor();

    const created = await create({
      kind: 'series',
      title: 'Өглөөний домог',
      original_name: 'Morning Legend',
      category_ids: [first],
    });
    expect(created.version).toBe(1);
    const draft = await read(created.id);
    expect(draft).toMatchObject({
      publish_state: 'draft',
      version: 1,
      categories: [{ id: first }],
      movie: null,
    });

    const saved = await callStudio(t, 'studioTitleUpdate', {
      ...as(editor.token),
      params: { id: created.id },
      body: {
        version: 1,
        title: 'Өглөөний домог 2',
        keywords: 'нар',
        category_ids: [second, shared],
        cast: [{ actor_id: actor, role: 'Гол дүр' }],
        rating: 8.5,
        status: 'completed',
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ data: { id: created.id, version: 2 } });

    const row = await t.db
      .selectFrom('media')
      .select(['title', 'title_sort', 'search_text', 'is_completed', 'version'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: 'Өглөөний домог 2',
      title_sort: titleSortKey('Өглөөний домог 2'),
      search_text: searchText('Өглөөний домог 2', 'Morning Legend', 'нар'),
      is_completed: 1,
      version: 2,
    });
    const edited = await read(created.id);
    expect(edited.categories.map((c) => c.id).sort()).toEqual([second, shared].sort());
    expect(edited.cast).toEqual([
      expect.objectContaining({ actor_id: actor, vname: 'Дуу оруулагч', role: 'Гол дүр' }),
    ]);
    // The similar titles followed the categories in the same save.
    const related = await t.db
      .selectFrom('media_related')
      .select('related_id')
      .where('media_id', '=', created.id)
      .execute();
    expect(related.map((r) => r.related_id)).toContain(neighbour.id);

    // A second editor still holding version 1: refused, told what is stored now, nothing moves.
    const auditBefore = await auditOf(created.id);
    const stale = await callStudio(t, 'studioTitleUpdate', {
      ...as(editor.token),
      params: { id: created.id },
      body: { version: 1, title: 'Өөр нэр', category_ids: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      status: false,
      msg: studioMessages.staleVersion,
      current: { version: 2, title: 'Өглөөний домог 2' },
    });
    expect(await read(created.id)).toEqual(edited);
    expect(await auditOf(created.id)).toEqual(auditBefore);

    const published = await callStudio(t, 'studioTitleState', {
      ...as(editor.token),
      params: { id: created.id },
      body: { state: 'published' },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json).toMatchObject({
      data: { publish_state: 'published', publish_at: null },
    });
    // A state change edits no field: the open form's version still saves.
    expect((await read(created.id)).version).toBe(2);

    const audit = await auditOf(created.id);
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([
      ['create', editor.id],
      ['update', editor.id],
      ['publish', editor.id],
    ]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({
      title: 'Өглөөний домог',
      version: 1,
    });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
      title: 'Өглөөний домог 2',
      version: 2,
    });
    expect(JSON.parse(audit[2]!.before_json!)).toEqual({
      publish_state: 'draft',
      publish_at: null,
    });
    expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ publish_state: 'published' });
  });

  it('schedules only for a time to come, and hides and drafts again', async () => {
    const { id } = await create({ kind: 'movie', title: 'Товлох кино' });
    const at = (ms: number) => new Date(t.clock.now() + ms).toISOString();
    const state = (body: Record<string, unknown>) =>
      callStudio(t, 'studioTitleState', { ...as(editor.token), params: { id }, body });

    const past = await state({ state: 'scheduled', at: at(-60_000) });
    expect(past.status).toBe(422);
    expect(past.json).toMatchObject({ fields: { at: stateTexts.timePassed } });
    const none = await state({ state: 'scheduled' });
    expect(none.json).toMatchObject({ fields: { at: stateTexts.timeNeeded } });
    expect((await read(id)).publish_state).toBe('draft');

    const later = at(3_600_000);
    const scheduled = await state({ state: 'scheduled', at: later });
    expect(scheduled.json).toMatchObject({
      data: { publish_state: 'scheduled', publish_at: later },
    });
    expect((await state({ state: 'hidden' })).json).toMatchObject({
      data: { publish_state: 'hidden', publish_at: null },
    });
    expect((await state({ state: 'draft' })).json).toMatchObject({
      data: { publish_state: 'draft' },
    });
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'create',
      'schedule',
      'hide',
      'draft',
    ]);
  });
});

describe('field rules', () => {
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('names every failing field with its Mongolian text and saves nothing', async () => {
    const before = await count();
    const res = await callStudio(t, 'studioTitleCreate', {
      ...as(editor.token),
      body: {
        kind: 'podcast',
        title: '   ',
        rating: 11,
        age_limit: 'арав',
        image1: 'javascript:alert(1)',
        category_ids: [3, 3],
        released_date: '2026-13-40',
      },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      status: false,
      msg: studioMessages.fieldsInvalid,
      fields: {
        kind: 'Төрлөө сонгоно уу!',
        title: 'Энэ талбарыг бөглөнө үү!',
        rating: 'Хамгийн ихдээ 10 байна!',
        age_limit: 'Тоо оруулна уу!',
        image1: 'Зургийн хаяг "/" эсвэл "https://"-ээр эхэлнэ!',
        category_ids: 'Нэг утгыг хоёр удаа сонгосон байна!',
        released_date: 'Огноог ЖЖЖЖ-СС-ӨӨ хэлбэрээр оруулна уу!',
      },
    });
    expect(await count()).toBe(before);
  });

  it('checks fields against each other and the picked ids, all at once', async () => {
    const before = await count();
    const res = await callStudio(t, 'studioTitleCreate', {
      ...as(editor.token),
      body: {
        kind: 'theatre',
        title: 'Түрээсийн жүжиг',
        movie: { price: 0, is_free: false, has_price: true, is_theatre: true },
        studio_id: 2_000_000_000,
        cast: [{ actor_id: 2_000_000_000, role: null }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      fields: {
        'movie.price': titleRuleTexts.priceNeeded,
        studio_id: titleRuleTexts.missingStudio,
        cast: titleRuleTexts.missingActor,
      },
    });
    expect(await count()).toBe(before);

    const { id } = await create({ kind: 'series', title: 'Төрөл солихгүй' });
    const changed = await callStudio(t, 'studioTitleUpdate', {
      ...as(editor.token),
      params: { id },
      body: { version: 1, kind: 'movie', title: 'Шинэ нэр' },
    });
    expect(changed.json).toMatchObject({ fields: { kind: titleRuleTexts.kindLocked } });
    expect(await read(id)).toMatchObject({ title: 'Төрөл солихгүй', version: 1 });

    const empty = await callStudio(t, 'studioTitleUpdate', {
      ...as(editor.token),
      params: { id },
      body: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.json).toMatchObject({ fields: { version: expect.any(String) } });
  });

  it('stores a description sanitised as the viewer app shows it', async () => {
    const { id } = await create({
      kind: 'series',
      title: 'Аюултай тайлбар',
      description:
        '<p onclick="steal()">Сайн <b>кино</b><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">энд</a><a href="https://btv.mn">btv</a>' +
        '<iframe src="https://evil.example"></iframe><img src="/art/1.svg" onerror="x()"></p>',
    });
    const { description } = await read(id);
    expect(description).toBe(
      '<p>Сайн <b>кино</b><a>энд</a><a href="https://btv.mn">btv</a><img src="/art/1.svg"></p>',
    );
  });
});

describe('preview', () => {
  it('shows a draft as the viewer detail would, only to the studio', async () => {
    const category = await createCategory(t, 'Урьдчилан харах ангилал');
    const { id } = await create({
      kind: 'movie',
      title: 'Ноорог кино',
      description: '<p>Удахгүй</p>',
      category_ids: [category],
      movie: { price: 0, is_free: true, has_price: false, is_theatre: false },
    });
    const res = await callStudio(t, 'studioTitlePreview', { ...as(editor.token), params: { id } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const detail = mediaDetailSchema.parse((res.json as { data: unknown }).data);
    expect(detail).toMatchObject({
      id,
      title: 'Ноорог кино',
      description: '<p>Удахгүй</p>',
      categories: [{ id: category, title: 'Урьдчилан харах ангилал' }],
      liked: null,
      notify: false,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const moderator = await createStaff(t, ['moderator']);
    const refused = await callStudio(t, 'studioTitlePreview', {
      ...as(moderator.token),
      params: { id },
    });
    expect(refused.status).toBe(403);
  });

  it('answers 404 for an id that is not a title', async () => {
    const live = await t.db
      .selectFrom('media')
      .select('id')
      .where('kind', '=', 'live')
      .executeTakeFirstOrThrow();
    for (const name of ['studioTitle', 'studioTitlePreview'] as const) {
      expect(
        (await callStudio(t, name, { ...as(editor.token), params: { id: live.id } })).status,
      ).toBe(404);
      expect(
        (await callStudio(t, name, { ...as(editor.token), params: { id: 2_000_000_000 } })).status,
      ).toBe(404);
    }
  });
});
