import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { programSchema } from '../../contract/studio/endpoints/home';
import type { StudioProgram } from '../../contract/studio/endpoints/home';
import { studioMessages } from '../../contract/studio/messages';
import { homeRuleTexts } from '../../server/domain/studio-home-outcome';
import { ubDay } from '../../server/domain/studio-programs';
import { createMovie } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The live programme schedule in the studio (decision 057): a day's list, add, edit and remove;
 * the end after the start and no overlap, each said next to its field; a stale edit is a 409;
 * the viewer's programme slides (the home and /live) show a change at once.
 */

let t: TestApp;
let editor: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A free stretch well after the seeded schedule, on the test clock. */
const farAhead = () => t.clock.now() + 400 * 24 * HOUR;

async function day(at: number): Promise<StudioProgram[]> {
  const res = await callStudio(t, 'studioPrograms', {
    token: editor.token,
    query: { day: ubDay(at) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return programSchema.array().parse((res.json as { data: { rows: unknown } }).data.rows);
}

const program = (starts: number, ends: number, over: Record<string, unknown> = {}) => ({
  title: 'Мэдээ',
  description: 'Өдрийн мэдээ',
  image: null,
  media_id: null,
  starts_at: new Date(starts).toISOString(),
  ends_at: new Date(ends).toISOString(),
  ...over,
});

const fieldsOf = (res: { json: unknown }) =>
  (res.json as { fields: Record<string, string> }).fields;

describe('the programme schedule in the studio', () => {
  it('adds a programme, lists it on its day, refuses an overlap and an end before the start', async () => {
    const at = farAhead();
    const added = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at, at + HOUR, { title: 'Оройн мэдээ' }),
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const rows = await day(at);
    expect(rows.map((r) => r.title)).toContain('Оройн мэдээ');

    const overlap = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at + HOUR / 2, at + 2 * HOUR),
    });
    expect(overlap.status).toBe(422);
    expect(fieldsOf(overlap).starts_at).toMatch(/^Энэ цаг "Оройн мэдээ" нэвтрүүлэгтэй/);

    const backwards = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at + 3 * HOUR, at + 2 * HOUR),
    });
    expect(backwards.status).toBe(422);
    expect(fieldsOf(backwards).ends_at).toBe(homeRuleTexts.endsBeforeStart);

    const touching = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at + HOUR, at + 2 * HOUR, { title: 'Дараагийн' }),
    });
    expect(touching.status, JSON.stringify(touching.json)).toBe(200);
    expect((await day(at)).map((r) => r.title)).toEqual(
      expect.arrayContaining(['Оройн мэдээ', 'Дараагийн']),
    );
  });

  it('edits the programme on air and the viewer sees it; a stale edit changes nothing', async () => {
    const viewer = async () =>
      expectData('programSlides', await call(t.app, 'GET', paths.programSlides.path));
    const live = (await viewer()).find((p) => p.is_live)!;
    const onDay = (await day(t.clock.now())).find((r) => r.id === live.id)!;
    const body = {
      ...program(Date.parse(onDay.starts_at), Date.parse(onDay.ends_at)),
      title: 'Шууд нэвтрүүлэг',
      version: onDay.version,
    };
    const res = await callStudio(t, 'studioProgramUpdate', {
      token: editor.token,
      params: { id: live.id },
      body,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await viewer()).find((p) => p.id === live.id)?.title).toBe('Шууд нэвтрүүлэг');

    const stale = await callStudio(t, 'studioProgramUpdate', {
      token: editor.token,
      params: { id: live.id },
      body: { ...body, title: 'Хуучин хувилбар' },
    });
    expect(stale.status).toBe(409);
    const answer = stale.json as { msg: string; current: unknown };
    expect(answer.msg).toBe(studioMessages.staleVersion);
    expect(programSchema.parse(answer.current).title).toBe('Шууд нэвтрүүлэг');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'program')
      .where('entity_id', '=', String(live.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ title: live.title });
  });

  it('removes a programme naming its version', async () => {
    const at = farAhead() + 10 * HOUR;
    const res = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at, at + HOUR, { title: 'Устгах' }),
    });
    const { id } = (res.json as { data: { id: number } }).data;
    const row = (await day(at)).find((r) => r.id === id)!;
    const removed = await callStudio(t, 'studioProgramDelete', {
      token: editor.token,
      params: { id },
      body: { version: row.version },
    });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect((await day(at)).some((r) => r.id === id)).toBe(false);
  });

  it('airs a programme on a live channel only; the viewer’s schedule names that channel', async () => {
    const at = farAhead() + 20 * HOUR;
    const movie = await createMovie(t, { free: true });
    const refused = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at, at + HOUR, { media_id: movie }),
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused).media_id).toBe(homeRuleTexts.noChannel);
    const missing = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at, at + HOUR, { media_id: 2_000_000_000 }),
    });
    expect(fieldsOf(missing).media_id).toBe(homeRuleTexts.noChannel);
    expect((await day(at)).length).toBe(0);

    const made = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { title: 'Хоёрдугаар суваг', is_free: true },
    });
    const channel = (made.json as { data: { id: number } }).data.id;
    const aired = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: program(at, at + HOUR, { title: 'Шинэ сувгийн мэдээ', media_id: channel }),
    });
    expect(aired.status, JSON.stringify(aired.json)).toBe(200);
    expect((await day(at)).map((r) => [r.title, r.media_id, r.media_title])).toEqual([
      ['Шинэ сувгийн мэдээ', channel, 'Хоёрдугаар суваг'],
    ]);
  });

  it('refuses a moment that does not exist, in Mongolian', async () => {
    const res = await callStudio(t, 'studioProgramCreate', {
      token: editor.token,
      body: { ...program(farAhead(), farAhead() + HOUR), starts_at: 'маргааш' },
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res).starts_at).toMatch(/ЖЖЖЖ/);
  });
});
