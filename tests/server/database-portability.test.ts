import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { isPostgres } from '../../server/db/dialect';
import { expectResponse } from './contract-check';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Where SQLite and PostgreSQL differ underneath, the API must not. These run on both databases
 * (npm run test:pg for PostgreSQL) and each guards one difference server/db papers over.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

describe('database portability', () => {
  it('answers count() and sum() as numbers', async () => {
    const row = await t.db
      .selectFrom('media')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('views').as('views'),
        eb.fn.max('rating').as('rating'),
      ])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(typeof row.views).toBe('number');
    expect(typeof row.rating).toBe('number');
  });

  it('refuses a NUL from a client, and the database layer still stores one instead of failing', async () => {
    const body = 'Сайн байна уу\u0000 асуулт';
    const count = async () =>
      (
        await t.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const res = await call(t.app, 'POST', paths.contact.path, {
      body: { name: 'Болд', phone: '99112233', body },
      headers: { 'x-forwarded-for': '10.99.0.1' },
    });
    // User text never holds control characters (contract/user-text.ts).
    expect(res.status).toBe(422);
    expect(await count()).toBe(before);

    // Below the API, a NUL that reaches the database layer anyway must not fail the write.
    const { id } = await t.db
      .insertInto('contact_messages')
      .values({
        user_id: null,
        name: 'Болд',
        phone: null,
        email: null,
        body,
        created_at: new Date(0).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('contact_messages')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // PostgreSQL text cannot hold U+0000; it stores U+FFFD in its place.
    expect(row.body).toBe(isPostgres(t.db) ? body.replace('\u0000', '\uFFFD') : body);

    // A search is refused like every other text a client sends (issue 27 point 12).
    const search = await call(t.app, 'GET', paths.search.path, { query: { q: 'а\u0000б' } });
    expect(search.status).toBe(422);
  });

  it('keeps one history row per movie when positions arrive at once', async () => {
    const { id: userId, token } = await createSignedInUser(t, { days: 30 });
    const movie = await t.db
      .selectFrom('movies')
      .innerJoin('media', 'media.id', 'movies.media_id')
      .select('movies.media_id')
      .where('media.kind', '=', 'movie')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('history')
              .select('id')
              .whereRef('history.media_id', '=', 'movies.media_id')
              .where('history.user_id', '=', userId),
          ),
        ),
      )
      .orderBy('movies.media_id')
      .executeTakeFirstOrThrow();
    const write = (position: number) =>
      call(t.app, 'POST', buildPath(paths.historyWrite.path, { userId }), {
        token,
        body: { movie_id: movie.media_id, position_sec: position },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => write(10 * i + 10)));
    for (const res of answers) expectResponse('historyWrite', res);
    const rows = await t.db
      .selectFrom('history')
      .select('id')
      .where('user_id', '=', userId)
      .where('media_id', '=', movie.media_id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
