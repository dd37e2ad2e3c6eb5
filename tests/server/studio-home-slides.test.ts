import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { slideSetSchema } from '../../contract/studio/endpoints/home';
import type { StudioSlideSet } from '../../contract/studio/endpoints/home';
import { studioMessages } from '../../contract/studio/messages';
import { homeRuleTexts } from '../../server/domain/studio-home-outcome';
import { createSeries } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The home's slide sets in the studio (docs/decisions/057-studio-home-and-schedule.md): add,
 * edit, move and remove, each naming the set's version (a stale one changes nothing and answers
 * the set as it is), audited, and seen by the viewer's home carousels at once.
 */

let t: TestApp;
let editor: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

async function readSet(set: number): Promise<StudioSlideSet> {
  const res = await callStudio(t, 'studioSlides', { token: editor.token, params: { set } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return slideSetSchema.parse((res.json as { data: unknown }).data);
}

function saved(res: { status: number; json: unknown }): StudioSlideSet {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return slideSetSchema.parse((res.json as { data: unknown }).data);
}

const slide = (over: Record<string, unknown> = {}) => ({
  title: 'Шинэ слайд',
  subtitle: null,
  image: '/images/slide.jpg',
  link: null,
  media_id: null,
  ...over,
});

const viewerBig = async () =>
  expectData('slidesBig', await call(t.app, 'GET', paths.slidesBig.path, { query: { multi: 1 } }));

describe('slide sets in the studio', () => {
  it('adds a slide pointing at a title to set 1, moves it first, and the viewer home shows it first', async () => {
    const series = await createSeries(t, { title: 'Слайдын цуврал', episodes: 1 });
    const before = await readSet(1);
    expect(before.rows.length).toBeGreaterThan(1);
    const added = saved(
      await callStudio(t, 'studioSlideCreate', {
        token: editor.token,
        params: { set: 1 },
        body: slide({ title: 'Том слайд', media_id: series.id, version: before.version }),
      }),
    );
    const mine = added.rows.at(-1)!;
    expect(mine).toMatchObject({
      title: 'Том слайд',
      media_id: series.id,
      media_title: 'Слайдын цуврал',
    });

    let set = added;
    for (let i = 0; i < added.rows.length - 1; i += 1) {
      set = saved(
        await callStudio(t, 'studioSlideMove', {
          token: editor.token,
          params: { id: mine.id },
          body: { direction: 'up', version: set.version },
        }),
      );
    }
    expect(set.rows[0]!.id).toBe(mine.id);
    const home = await viewerBig();
    expect(home[0]).toMatchObject({ id: mine.id, title: 'Том слайд', media_id: series.id });
    const first = expectData('slidesBig', await call(t.app, 'GET', paths.slidesBig.path));
    expect(first[0]!.id).toBe(mine.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('user_id', '=', editor.id)
      .where('entity', 'in', ['slide', 'slide-set'])
      .execute();
    expect(audit.some((a) => a.action === 'create' && a.entity_id === String(mine.id))).toBe(true);
    expect(audit.filter((a) => a.action === 'reorder').length).toBe(added.rows.length - 1);
  });

  it('edits and removes a slide of another set, seen by the viewer', async () => {
    const set = await readSet(3);
    const target = set.rows[0]!;
    const edited = saved(
      await callStudio(t, 'studioSlideUpdate', {
        token: editor.token,
        params: { id: target.id },
        body: slide({ title: 'Засварласан слайд', subtitle: 'Дэд гарчиг', version: set.version }),
      }),
    );
    const viewer = () =>
      call(t.app, 'GET', buildPath(paths.slidesSet.path, { set: 3 })).then((r) =>
        expectData('slidesSet', r),
      );
    expect((await viewer()).find((s) => s.id === target.id)?.title).toBe('Засварласан слайд');

    saved(
      await callStudio(t, 'studioSlideDelete', {
        token: editor.token,
        params: { id: target.id },
        body: { version: edited.version },
      }),
    );
    expect((await viewer()).some((s) => s.id === target.id)).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'slide')
      .where('entity_id', '=', String(target.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['update', 'delete']);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ title: target.title });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ title: 'Засварласан слайд' });
  });

  it('refuses a save made on a set someone else changed, answering the set as it is', async () => {
    const old = await readSet(2);
    saved(
      await callStudio(t, 'studioSlideCreate', {
        token: editor.token,
        params: { set: 2 },
        body: slide({ title: 'Эхний редактор', version: old.version }),
      }),
    );
    const stale = await callStudio(t, 'studioSlideMove', {
      token: editor.token,
      params: { id: old.rows[1]!.id },
      body: { direction: 'up', version: old.version },
    });
    expect(stale.status).toBe(409);
    const body = stale.json as { msg: string; current: unknown };
    expect(body.msg).toBe(studioMessages.staleVersion);
    const current = slideSetSchema.parse(body.current);
    expect(current).toEqual(await readSet(2));
    expect(current.rows.map((r) => r.id).slice(0, 2)).toEqual(
      old.rows.map((r) => r.id).slice(0, 2),
    );
  });

  it('names each bad field in Mongolian and saves nothing', async () => {
    const set = await readSet(4);
    const res = await callStudio(t, 'studioSlideCreate', {
      token: editor.token,
      params: { set: 4 },
      body: slide({ title: ' ', link: 'javascript:alert(1)', version: set.version }),
    });
    expect(res.status).toBe(422);
    const fields = (res.json as { fields: Record<string, string> }).fields;
    expect(fields.title).toBe('Энэ талбарыг бөглөнө үү!');
    expect(fields.link).toMatch(/Холбоос/);
    const unknownTitle = await callStudio(t, 'studioSlideCreate', {
      token: editor.token,
      params: { set: 4 },
      body: slide({ media_id: 999_999, version: set.version }),
    });
    expect(unknownTitle.status).toBe(422);
    expect((unknownTitle.json as { fields: Record<string, string> }).fields.media_id).toBe(
      homeRuleTexts.noTitle,
    );
    expect(await readSet(4)).toEqual(set);
  });

  it('answers 404 for a slide that does not exist and 400 for a set past 5', async () => {
    const res = await callStudio(t, 'studioSlideDelete', {
      token: editor.token,
      params: { id: 999_999 },
      body: { version: 'x' },
    });
    expect(res.status).toBe(404);
    const six = await callStudio(t, 'studioSlides', { token: editor.token, params: { set: 6 } });
    expect(six.status).toBe(400);
  });
});
