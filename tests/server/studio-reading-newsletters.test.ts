import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { studioMessages } from '../../contract/studio/messages';
import { newsletterSchema } from '../../contract/studio/endpoints/reading-newsletters';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Newsletters in the studio (docs/decisions/056-studio-podcasts-newsletters.md): created,
 * saved with a version check, body stored sanitised, deleted with its version, each write
 * audited; viewers see a save at once and nothing dated in the future.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const studio = (name: Parameters<typeof callStudio>[1], o: Parameters<typeof callStudio>[2]) =>
  callStudio(t, name, { token: editor.token, ...o });

async function create(body: Record<string, unknown>) {
  const res = await studio('studioNewsletterCreate', { body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number; version: number } }).data;
}

async function read(id: number) {
  const res = await studio('studioNewsletter', { params: { id } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return newsletterSchema.parse((res.json as { data: unknown }).data);
}

const viewerDetail = (id: number) =>
  call(t.app, 'GET', buildPath(paths.newsletterDetail.path, { id }));

async function viewerListIds(): Promise<number[]> {
  const res = await call(t.app, 'GET', paths.newsletters.path);
  return (res.json as { data: { data: { id: number }[] } }).data.data.map((n) => n.id);
}

async function viewerSearchIds(q: string): Promise<number[]> {
  const res = await call(t.app, 'GET', paths.search.path, { query: { q, type: 'newsletter' } });
  return (res.json as { data: { id: number; kind: string }[] }).data
    .filter((r) => r.kind === 'newsletter')
    .map((r) => r.id);
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'newsletter')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('a newsletter from the studio to the viewer', () => {
  it('creates with a sanitised body, saves, refuses a stale save, deletes, audits', async () => {
    const created = await create({
      title: 'Шинэ улирлын мэдээ',
      summary: 'Товч',
      body: '<p>Сайн уу</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    const stored = await read(created.id);
    expect(stored.body).not.toMatch(/script|onerror/);
    expect(stored.body).toContain('<p>Сайн уу</p>');
    const row = await t.db
      .selectFrom('newsletters')
      .select('search_text')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('шинэ улирлын мэдээ');

    // The viewer reads it at once, in the list, the detail and search.
    expect(await viewerListIds()).toContain(created.id);
    expect((await viewerDetail(created.id)).status).toBe(200);
    expect(await viewerSearchIds('улирлын мэдээ')).toContain(created.id);

    const saved = await studio('studioNewsletterUpdate', {
      params: { id: created.id },
      body: { version: 1, title: 'Засварласан мэдээ' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((saved.json as { data: { version: number } }).data.version).toBe(2);
    const detail = await viewerDetail(created.id);
    expect((detail.json as { data: { title: string } }).data.title).toBe('Засварласан мэдээ');

    // A second editor's save of version 1: nothing changes, the stored values come back.
    const stale = await studio('studioNewsletterUpdate', {
      params: { id: created.id },
      body: { version: 1, title: 'Хуучин хувилбар' },
    });
    expect(stale.status).toBe(409);
    const staleJson = stale.json as { msg: string; current: { title: string; version: number } };
    expect(staleJson.msg).toBe(studioMessages.staleVersion);
    expect(staleJson.current).toMatchObject({ title: 'Засварласан мэдээ', version: 2 });
    expect((await read(created.id)).title).toBe('Засварласан мэдээ');

    const staleDelete = await studio('studioNewsletterDelete', {
      params: { id: created.id },
      body: { version: 1 },
    });
    expect(staleDelete.status).toBe(409);
    const deleted = await studio('studioNewsletterDelete', {
      params: { id: created.id },
      body: { version: 2 },
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await viewerDetail(created.id)).status).toBe(404);

    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.user_id === editor.id)).toBe(true);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ title: 'Шинэ улирлын мэдээ' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ title: 'Засварласан мэдээ' });
  });

  it('keeps a newsletter dated in the future from viewers until its time', async () => {
    const later = new Date(t.clock.now() + 2 * HOUR).toISOString();
    const { id } = await create({
      title: 'Ирээдүйн дугаар',
      body: '<p>Удахгүй</p>',
      published_at: later,
    });
    expect(await viewerListIds()).not.toContain(id);
    expect((await viewerDetail(id)).status).toBe(404);
    expect(await viewerSearchIds('ирээдүйн дугаар')).not.toContain(id);
    // The studio sees it.
    const list = await studio('studioNewsletters', { query: { q: 'ирээдүйн' } });
    const rows = (list.json as { data: { rows: { id: number }[] } }).data.rows;
    expect(rows.map((r) => r.id)).toContain(id);

    t.clock.advance(3 * HOUR);
    expect(await viewerListIds()).toContain(id);
    expect((await viewerDetail(id)).status).toBe(200);
  });

  it('names each bad field in Mongolian and stores nothing', async () => {
    const before = await t.db
      .selectFrom('newsletters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await studio('studioNewsletterCreate', {
      body: { title: '  ', body: ' ', image: 'javascript:alert(1)', published_at: 'маргааш' },
    });
    expect(res.status).toBe(422);
    const fields = (res.json as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['body', 'image', 'published_at', 'title']);
    for (const message of Object.values(fields)) expect(message).toMatch(/[А-Яа-яӨөҮү]/);
    const after = await t.db
      .selectFrom('newsletters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('pages and searches the studio list', async () => {
    const first = await studio('studioNewsletters', { query: { page: 1 } });
    expect(first.status).toBe(200);
    const data = (first.json as { data: { rows: unknown[]; total: number; has_more: boolean } })
      .data;
    expect(data.rows.length).toBeLessThanOrEqual(50);
    expect(data.total).toBeGreaterThan(0);
    const none = await studio('studioNewsletters', { query: { q: 'ямар ч байхгүй үг' } });
    expect((none.json as { data: { total: number } }).data.total).toBe(0);
  });

  it('answers 404 for a newsletter that is not there', async () => {
    const res = await studio('studioNewsletterUpdate', {
      params: { id: 999_999 },
      body: { version: 1, title: 'Байхгүй' },
    });
    expect(res.status).toBe(404);
  });
});
