import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { linkSchema, logoSchema } from '../../contract/studio/endpoints/site';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The footer's links and the logos in the studio (docs/decisions/058-studio-site-pages-and-packs.md):
 * https or site paths only, reordered within their kind, and the viewer's footer follows.
 */

let t: TestApp;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

async function links() {
  const res = await callStudio(t, 'studioLinks', { token: editor.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = (res.json as { data: { links: unknown; logos: unknown } }).data;
  return {
    links: linkSchema.array().parse(data.links),
    logos: logoSchema.array().parse(data.logos),
  };
}

const viewerFooter = async () =>
  expectData('appLogoFooter', await call(t.app, 'GET', paths.appLogoFooter.path));

describe('links', () => {
  it('adds a social link, edits it, moves it first among socials; the footer follows', async () => {
    const created = await callStudio(t, 'studioLinkCreate', {
      token: editor.token,
      body: { kind: 'social', title: 'Инстаграм', url: 'https://instagram.com/btv', icon: '' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = (created.json as { data: { id: number } }).data.id;
    const edited = await callStudio(t, 'studioLinkUpdate', {
      token: editor.token,
      params: { id },
      body: { kind: 'social', title: 'Instagram', url: 'https://instagram.com/btv.mn', icon: 'ig' },
    });
    expect(edited.status).toBe(200);
    const socials = (await links()).links.filter((l) => l.kind === 'social');
    for (let i = 0; i < socials.length; i += 1) {
      await callStudio(t, 'studioLinkMove', {
        token: editor.token,
        params: { id },
        body: { direction: 'up' },
      });
    }
    const footer = await viewerFooter();
    expect(footer.socials[0]).toMatchObject({
      id,
      title: 'Instagram',
      url: 'https://instagram.com/btv.mn',
      icon: 'ig',
    });
    // Other kinds keep their order.
    expect(footer.pages.map((l) => l.url)).toEqual(
      expect.arrayContaining(['/content/47', '/content/48', '/content/49']),
    );

    const removed = await callStudio(t, 'studioLinkDelete', {
      token: editor.token,
      params: { id },
    });
    expect(removed.status).toBe(200);
    expect((await viewerFooter()).socials.some((l) => l.id === id)).toBe(false);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'link')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions[0]?.action).toBe('create');
    expect(actions.at(-1)?.action).toBe('delete');
  });

  it('refuses addresses that are not https or a site path, naming the field', async () => {
    for (const url of ['http://x.mn', 'javascript:alert(1)', '//evil.mn', 'https://']) {
      const res = await callStudio(t, 'studioLinkCreate', {
        token: editor.token,
        body: { kind: 'footer', title: 'Муу', url },
      });
      expect(res.status, url).toBe(422);
      expect((res.json as { fields: Record<string, string> }).fields.url).toBe(
        'Холбоос "/" эсвэл "https://"-ээр эхэлнэ!',
      );
    }
    const kind = await callStudio(t, 'studioLinkCreate', {
      token: editor.token,
      body: { kind: 'blog', title: 'Блог', url: '/blog' },
    });
    expect((kind.json as { fields: Record<string, string> }).fields.kind).toBe(
      'Холбоосын төрлийг сонгоно уу!',
    );
  });
});

describe('logos', () => {
  it('changes a logo address; the footer shows it', async () => {
    const logo = (await links()).logos.find((l) => l.key === 'app_footer')!;
    const res = await callStudio(t, 'studioLogoUpdate', {
      token: editor.token,
      params: { id: logo.id },
      body: { url: '/art/logo-new.png' },
    });
    expect(res.status).toBe(200);
    expect((await viewerFooter()).logos.find((l) => l.id === logo.id)?.url).toBe(
      '/art/logo-new.png',
    );
  });
});
