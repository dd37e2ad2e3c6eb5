import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { contentPageSchema, faqItemSchema } from '../../contract/studio/endpoints/site';
import { studioMessages } from '../../contract/studio/messages';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The site's own texts in the studio (docs/decisions/058-studio-site-pages-and-packs.md): FAQ items
 * and content pages are saved sanitised, with a version check, audited, and the viewer reads
 * (/faq, /content/:id) show the change.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

async function faq() {
  const res = await callStudio(t, 'studioFaq', { token: editor.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return faqItemSchema.array().parse((res.json as { data: unknown }).data);
}

const viewerFaq = async () => expectData('faq', await call(t.app, 'GET', paths.faq.path));
const viewerPage = async (id: number) =>
  expectData('contentPage', await call(t.app, 'GET', buildPath(paths.contentPage.path, { id })));

const auditOf = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before_json', 'after_json', 'user_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('FAQ items', () => {
  it('adds one last, edits it sanitised, moves it first, and the viewer /faq follows', async () => {
    const created = await callStudio(t, 'studioFaqCreate', {
      token: editor.token,
      body: { title: 'Шинэ асуулт', body: '<p>Анхны хариулт</p>' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = (created.json as { data: { id: number } }).data.id;
    expect((await viewerFaq()).at(-1)?.id).toBe(id);

    const saved = await callStudio(t, 'studioFaqUpdate', {
      token: editor.token,
      params: { id },
      body: {
        title: 'Шинэ асуулт?',
        body: '<p onclick="steal()">Шинэ хариулт<script>alert(1)</script></p>',
        version: 1,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((saved.json as { data: { version: number } }).data.version).toBe(2);

    const count = (await faq()).length;
    for (let i = 0; i < count; i += 1) {
      const moved = await callStudio(t, 'studioFaqMove', {
        token: editor.token,
        params: { id },
        body: { direction: 'up' },
      });
      expect(moved.status).toBe(200);
    }
    const shown = await viewerFaq();
    expect(shown[0]).toEqual({ id, title: 'Шинэ асуулт?', body: '<p>Шинэ хариулт</p>' });
    expect((await faq()).map((f) => f.id)).toEqual(shown.map((f) => f.id));

    const audit = await auditOf('faq', id);
    expect(audit.map((a) => a.action).slice(0, 3)).toEqual(['create', 'update', 'move']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ body: '<p>Анхны хариулт</p>' });
    expect(audit.every((a) => a.user_id === editor.id)).toBe(true);
  });

  it('refuses a stale save with the stored values and changes nothing', async () => {
    const [item] = await faq();
    const first = await callStudio(t, 'studioFaqUpdate', {
      token: editor.token,
      params: { id: item!.id },
      body: { title: item!.title, body: '<p>Эхний засвар</p>', version: item!.version },
    });
    expect(first.status).toBe(200);
    const stale = await callStudio(t, 'studioFaqUpdate', {
      token: editor.token,
      params: { id: item!.id },
      body: { title: 'Хоцорсон', body: '<p>Хоцорсон</p>', version: item!.version },
    });
    expect(stale.status).toBe(409);
    const json = stale.json as { msg: string; current: { body: string; version: number } };
    expect(json.msg).toBe(studioMessages.staleVersion);
    expect(json.current).toMatchObject({ body: '<p>Эхний засвар</p>', version: item!.version + 1 });
    expect((await viewerFaq())[0]?.body).toBe('<p>Эхний засвар</p>');
  });

  it('removes an item; a missing one is 404; bad fields are named', async () => {
    const [item] = await faq();
    const removed = await callStudio(t, 'studioFaqDelete', {
      token: editor.token,
      params: { id: item!.id },
    });
    expect(removed.status).toBe(200);
    expect((await viewerFaq()).some((f) => f.id === item!.id)).toBe(false);
    expect((await auditOf('faq', item!.id)).at(-1)?.action).toBe('delete');
    const again = await callStudio(t, 'studioFaqDelete', {
      token: editor.token,
      params: { id: item!.id },
    });
    expect(again.status).toBe(404);

    const bad = await callStudio(t, 'studioFaqCreate', {
      token: editor.token,
      body: { title: '', body: '  ' },
    });
    expect(bad.status).toBe(422);
    expect((bad.json as { fields: Record<string, string> }).fields).toEqual({
      title: 'Энэ талбарыг бөглөнө үү!',
      body: 'Энэ талбарыг бөглөнө үү!',
    });
  });
});

describe('content pages', () => {
  it('lists 47/48/49 and saves one sanitised; the viewer page shows it', async () => {
    const res = await callStudio(t, 'studioPages', { token: editor.token });
    const pages = contentPageSchema.array().parse((res.json as { data: unknown }).data);
    expect(pages.map((p) => p.id)).toEqual([47, 48, 49]);
    const page = pages[1]!;
    const saved = await callStudio(t, 'studioPageUpdate', {
      token: editor.token,
      params: { id: page.id },
      body: {
        title: 'Үйлчилгээний нөхцөл',
        body: '<h2>Шинэ нөхцөл</h2><img src="/art/a.jpg" onerror="alert(1)">',
        version: page.version,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const shown = await viewerPage(page.id);
    expect(shown.title).toBe('Үйлчилгээний нөхцөл');
    expect(shown.body).toBe('<h2>Шинэ нөхцөл</h2><img src="/art/a.jpg">');
    expect(shown.updated_at).toBe(new Date(t.clock.now()).toISOString());
    const audit = await auditOf('content_page', page.id);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ body: page.body });
  });

  it('refuses a stale save with what is stored; 404 for a page that is not there', async () => {
    const res = await callStudio(t, 'studioPage', { token: editor.token, params: { id: 47 } });
    const page = contentPageSchema.parse((res.json as { data: unknown }).data);
    const body = { title: page.title, body: '<p>Нэг</p>', version: page.version };
    expect(
      (await callStudio(t, 'studioPageUpdate', { token: editor.token, params: { id: 47 }, body }))
        .status,
    ).toBe(200);
    const stale = await callStudio(t, 'studioPageUpdate', {
      token: editor.token,
      params: { id: 47 },
      body: { ...body, body: '<p>Хоёр</p>' },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as { current: { body: string } }).current.body).toBe('<p>Нэг</p>');
    expect((await viewerPage(47)).body).toBe('<p>Нэг</p>');
    const missing = await callStudio(t, 'studioPageUpdate', {
      token: editor.token,
      params: { id: 50 },
      body,
    });
    expect(missing.status).toBe(404);
  });
});
