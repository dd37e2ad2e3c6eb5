import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, searchMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError } from './contract-check';
import { createNotification, createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';

const HOUR = 3_600_000;
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, options: Parameters<typeof call>[3] = {}) =>
  call(t.app, 'GET', path, options);

describe('GET /api/m/content/{id}', () => {
  it.each([47, 48, 49])('answers content page %i', async (id) => {
    const page = expectData('contentPage', await get(buildPath(paths.contentPage.path, { id })));
    expect(page.id).toBe(id);
    expect(page.title).toBeTruthy();
    expect(page.body).toContain('<');
  });

  it('answers 404 and 400', async () => {
    const path = (id: string | number) => buildPath(paths.contentPage.path, { id });
    expectError(await get(path(50)), 404, extra.notFound);
    expectError(await get(path('about')), 400, extra.badRequest);
  });
});

describe('GET /api/footer/get-faq', () => {
  it('answers the FAQ items in order', async () => {
    const items = expectData('faq', await get(paths.faq.path));
    const rows = await t.db.selectFrom('faq').select('id').orderBy('sort').orderBy('id').execute();
    expect(items.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(items.every((i) => i.title && i.body)).toBe(true);
  });
});

describe('logos and footer', () => {
  it('answers the web and app header logos', async () => {
    const web = expectData('webLogoHeader', await get(paths.webLogoHeader.path));
    const app = expectData('appLogoHeader', await get(paths.appLogoHeader.path));
    expect(web?.key).toBe('web_header');
    expect(app?.key).toBe('app_header');
  });

  it('answers the footer logos and links by kind', async () => {
    const footer = expectData('appLogoFooter', await get(paths.appLogoFooter.path));
    expect(footer.logos.length).toBeGreaterThan(0);
    expect(footer.apps.every((l) => l.kind === 'app_store')).toBe(true);
    expect(footer.socials.every((l) => l.kind === 'social')).toBe(true);
    expect(footer.pages.map((l) => l.url)).toEqual(
      expect.arrayContaining(['/content/47', '/content/48', '/content/49']),
    );
  });

  it('answers null when no header logo is configured', async () => {
    await t.db.deleteFrom('logos').where('key', '=', 'web_header').execute();
    const res = await get(paths.webLogoHeader.path);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: true, data: null });
  });
});

describe('GET /api/m/notifications/{userId}', () => {
  const path = (userId: number | string) => buildPath(paths.notifications.path, { userId });

  /** A user with one read and one unread notification of their own. */
  async function notifiedUser() {
    const user = await createSignedInUser(t);
    const own = [
      await createNotification(t, {
        userId: user.id,
        title: 'Уншсан',
        body: 'А',
        ago: 3 * HOUR,
        read: true,
      }),
      await createNotification(t, { userId: user.id, title: 'Шинэ', body: 'Б', ago: HOUR }),
    ];
    return { ...user, own };
  }

  it("answers broadcasts and the user's own, newest first, with the unread count", async () => {
    const { id: userId, token, own } = await notifiedUser();
    const data = expectData('notifications', await get(path(userId), { token }));
    const rows = await t.db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
      .execute();
    expect(data.items).toHaveLength(rows.length);
    expect(data.items.map((n) => n.id)).toEqual(expect.arrayContaining(own));
    expect(data.count).toBe(rows.filter((r) => r.read_at === null).length);
    const created = data.items.map((n) => n.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("never shows another user's private notifications", async () => {
    const { own } = await notifiedUser();
    const other = await createSignedInUser(t);
    const data = expectData('notifications', await get(path(other.id), { token: other.token }));
    const ids = new Set(data.items.map((n) => n.id));
    expect(data.items.length).toBeGreaterThan(0);
    expect(own.some((id) => ids.has(id))).toBe(false);
  });

  it('answers 401, 403 and 400', async () => {
    const { id: mainId, token } = await createSignedInUser(t);
    const { id: otherId } = await createSignedInUser(t);
    expectError(await get(path(0)), 401, extra.unauthorized);
    expectError(await get(path(mainId)), 401, extra.unauthorized);
    expectError(await get(path(otherId), { token }), 403, extra.forbidden);
    expectError(await get(path('x'), { token }), 400, extra.badRequest);
  });
});

describe('GET /api/search', () => {
  const search = (q: string) => get(paths.search.path, { query: { q } });

  it('finds Cyrillic titles whatever the case', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['id', 'title'])
      .where('kind', '=', 'series')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = media.title.split(' ')[0]!;
    for (const q of [word, word.toUpperCase(), word.toLowerCase()]) {
      const results = expectData('search', await search(q));
      expect(results.some((r) => r.id === media.id)).toBe(true);
    }
  });

  it('matches original names and keywords', async () => {
    const media = await t.db
      .selectFrom('media')
      .select(['id', 'original_name', 'keywords'])
      .where('original_name', 'is not', null)
      .where('keywords', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const byName = expectData('search', await search(media.original_name!.toUpperCase()));
    expect(byName.some((r) => r.id === media.id)).toBe(true);
    const keyword = media.keywords!.split(' ').at(-1)!;
    const byKeyword = expectData('search', await search(keyword));
    expect(byKeyword.length).toBeGreaterThan(0);
  });

  it('answers at most 20 results, and none for a miss', async () => {
    expect(expectData('search', await search('а')).length).toBeLessThanOrEqual(20);
    expect(expectData('search', await search('zzzqqq'))).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(expectData('search', await search('%'))).toEqual([]);
    expect(expectData('search', await search('_'))).toEqual([]);
  });

  it('answers 400 for an empty, blank, missing or overlong q, saying what is wrong', async () => {
    expectError(await search(''), 400, searchMessages.queryRequired);
    expectError(await search('   '), 400, searchMessages.queryRequired);
    expectError(await search('ы'.repeat(101)), 400, searchMessages.queryTooLong);
    expectError(await get(paths.search.path), 400, searchMessages.queryRequired);
  });
});
