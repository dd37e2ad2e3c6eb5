import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { studioCall } from '@/studio/api/studio-client';
import { StudioError } from '@/studio/api/studio-error';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

/*
 * The studio's client (docs/decisions/055-studio-app.md): the studio token as Bearer, no cache,
 * a 422's fields, a 409's current values, and a 401 that ends the tab's studio session.
 */

afterEach(() => {
  studioSession.end();
  sessionStorage.clear();
});

const open = () =>
  studioSession.open({ token: 'studio-token', expiresAt: '2026-11-29T12:00:00.000Z' });

describe('studioCall', () => {
  it('sends the studio token and no cached copy, and answers the data', async () => {
    open();
    let seen: { auth: string | null; cache: RequestCache } | null = null;
    server.use(
      http.get('/api/studio/staff', ({ request }) => {
        seen = { auth: request.headers.get('authorization'), cache: request.cache };
        return HttpResponse.json({ status: true, data: [] });
      }),
    );
    await expect(studioCall('studioStaff')).resolves.toEqual([]);
    expect(seen).toEqual({ auth: 'Bearer studio-token', cache: 'no-store' });
  });

  it("exposes a 422's message for each field", async () => {
    open();
    server.use(
      http.post('/api/studio/staff/grant', () =>
        HttpResponse.json(
          { status: false, msg: 'Зарим талбар буруу', fields: { phone: 'Бүртгэл олдсонгүй!' } },
          { status: 422 },
        ),
      ),
    );
    const error = await studioCall('studioStaffGrant', {
      body: { phone: '80000000', role: 'editor' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioError);
    expect((error as StudioError).status).toBe(422);
    expect((error as StudioError).field('phone')).toBe('Бүртгэл олдсонгүй!');
    expect(studioSession.token()).toBe('studio-token');
  });

  it("exposes a 409's current values", async () => {
    open();
    server.use(
      http.post('/api/studio/staff/revoke', () =>
        HttpResponse.json(
          { status: false, msg: 'Өөр ажилтан хадгалсан', current: { version: 3 } },
          { status: 409 },
        ),
      ),
    );
    const error = (await studioCall('studioStaffRevoke', {
      body: { user_id: 1, role: 'admin' },
    }).catch((e: unknown) => e)) as StudioError;
    expect(error.status).toBe(409);
    expect(error.current).toEqual({ version: 3 });
  });

  it('ends the studio session on a 401, which sends the person to sign-in', async () => {
    open();
    server.use(
      http.get('/api/studio/me', () =>
        HttpResponse.json({ status: false, msg: 'Нэвтэрнэ үү' }, { status: 401 }),
      ),
    );
    await expect(studioCall('studioMe')).rejects.toBeInstanceOf(StudioError);
    expect(studioSession.token()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('puts the query in the address, leaving out empty filters', async () => {
    open();
    let url = '';
    server.use(
      http.get('/api/studio/audit', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ status: true, data: { rows: [], page: 2, has_more: false } });
      }),
    );
    await studioCall('studioAudit', { query: { phone: '99112233', entity: undefined, page: 2 } });
    expect(new URL(url).search).toBe('?phone=99112233&page=2');
  });
});
