import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { hashToken } from '../../server/domain/auth-token';
import { HttpError } from '../../server/http/http-error';
import { assertUserParam, currentUserId } from '../../server/http/request-user';
import { createUser } from '../factories';
import { call, createTestApp, loginAs } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
let userId: number;
let app: Hono;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t)).id;
  // A bare router exercising the helpers directly, with app.ts's error mapping.
  app = new Hono();
  app.onError((err, c) =>
    err instanceof HttpError
      ? c.json({ status: false, msg: err.msg }, err.httpStatus)
      : c.json({ status: false, msg: String(err) }, 500),
  );
  app.get('/who', async (c) => c.json({ user: await currentUserId(c, t.deps) }));
  app.get('/as/:userId', async (c) =>
    c.json({
      user: await assertUserParam(c, t.deps, Number(c.req.param('userId')), {
        allowGuest: c.req.query('guest') === '1',
      }),
    }),
  );
});
afterAll(() => t.close());

describe('hashToken', () => {
  it('is sha256 hex', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('currentUserId', () => {
  it('resolves a live session', async () => {
    const token = await loginAs(t, userId);
    expect((await call(app, 'GET', '/who', { token })).json).toEqual({ user: userId });
  });

  it('ignores missing, malformed, unknown, expired and revoked tokens', async () => {
    const expired = await loginAs(t, userId, { ttlMs: 1000 });
    const revoked = await loginAs(t, userId);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(t.clock.now()).toISOString() })
      .where('token_hash', '=', hashToken(revoked))
      .execute();
    t.clock.advance(2000);
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer short' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${revoked}` },
    ];
    for (const headers of cases) {
      expect((await call(app, 'GET', '/who', { headers })).json).toEqual({ user: null });
    }
  });
});

describe('assertUserParam', () => {
  it('lets a guest through as null only where guests are allowed', async () => {
    expect((await call(app, 'GET', '/as/0?guest=1')).json).toEqual({ user: null });
    const res = await call(app, 'GET', '/as/0');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ status: false, msg: extra.unauthorized });
  });

  it('answers 401 without a valid token and 403 for another user', async () => {
    const token = await loginAs(t, userId);
    expect((await call(app, 'GET', `/as/${userId}`, { token })).json).toEqual({ user: userId });
    expect((await call(app, 'GET', `/as/${userId}?guest=1`)).status).toBe(401);
    const other = await call(app, 'GET', `/as/${userId + 1}?guest=1`, { token });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ status: false, msg: extra.forbidden });
  });
});
