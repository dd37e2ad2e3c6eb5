import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectError } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const huge = 'а'.repeat(200_000);

describe('request bodies are capped at 64 KB', () => {
  it('refuses a huge login, listing or contact body with 413 and the catalogue text', async () => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute();
    for (const [path, body] of [
      [paths.login.path, { phone: '99119911', password: huge }],
      [buildPath(paths.animeList.path, { userId: 0 }), { cats: [], season: huge }],
      [paths.contact.path, { name: 'Бат', email: 'bat@example.mn', message: huge }],
    ] as const) {
      expectError(await call(t.app, 'POST', path, { body }), 413, extra.payloadTooLarge);
    }
    const after = await t.db.selectFrom('contact_messages').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('still takes ordinary bodies', async () => {
    const res = await call(t.app, 'POST', buildPath(paths.animeList.path, { userId: 0 }), {
      query: { page: 1, t: 'all' },
      body: { cats: [], season: 'all', sort: 'all', animeStatus: 'all' },
    });
    expect(res.status).toBe(200);
  });
});
