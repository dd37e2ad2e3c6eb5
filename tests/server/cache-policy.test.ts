import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachePolicyOf } from '../../contract/cache-policy';
import { paths, type EndpointName } from '../../contract/paths';
import { buildPath, type Route } from '../../contract/route';
import { createSignedInUser } from '../factories';
import { call, createTestApp, type TestApp } from './test-app';

/*
 * Point 7 of issue 13 (docs/decisions/014): every route declares who may keep its answer, and
 * the server says `no-store` on every answer that is not public: history, receipts, a tax number,
 * codes, writes. A public read asked with a token is the viewer's own: `private, no-cache`, varying
 * by the token (issue 27 point 12, decision 040), so the viewer's worker may keep it for offline. The walk covers every path of contract/paths.ts, so a new endpoint is covered
 * the day it is added.
 */

const names = Object.keys(paths) as EndpointName[];

/** docs/product.md §7 makes these GETs, but each one changes something. */
const GETS_THAT_WRITE: EndpointName[] = [
  'mediaStatus',
  'episodeStatus',
  'commentAction',
  'movieInvoice',
  'extendInvoice',
  'qpayCheck',
  'qpayCallback',
  'smsSend',
  'smsVerify',
  'pinSet',
  'emailSend',
  'registerData',
];

/** The answers the tester read offline on a shared phone: about one person only. */
const PERSONAL_READS: EndpointName[] = [
  'history',
  'historyLatest',
  'animeListGet',
  'notifications',
  'receipts',
  'taxType',
  'paymentStatus',
  'me',
];

let t: TestApp;
let userId: number;
let token: string;
let phone: string;
let mediaId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createSignedInUser(t);
  [userId, token, phone] = [user.id, user.token, user.phone];
  const media = await t.db.selectFrom('media').select('id').orderBy('id').executeTakeFirstOrThrow();
  mediaId = media.id;
});
afterAll(() => t.close());

function urlOf(name: EndpointName, asUser = userId): string {
  const params: Record<string, string | number> = {};
  for (const match of paths[name].path.matchAll(/:([A-Za-z]+)/g)) {
    const param = match[1]!;
    params[param] =
      param === 'userId'
        ? asUser
        : param === 'phone'
          ? phone
          : param === 'file'
            ? '1.m4s'
            : param === 'email'
              ? 'a@example.mn'
              : mediaId;
  }
  return buildPath(paths[name].path, params);
}

describe('the contract declares a cache policy for every path', () => {
  it.each(names)('%s', (name) => {
    const route: Route = paths[name];
    expect(['public', 'private', 'none']).toContain(route.cache);
    expect(typeof route.writes).toBe('boolean');
    if (route.writes) expect(route.cache).not.toBe('public');
    if (route.auth === 'required') expect(route.cache).not.toBe('public');
  });

  it('marks the GETs that write as writes, and personal reads as private', () => {
    for (const name of GETS_THAT_WRITE) {
      expect(paths[name].method, name).toBe('GET');
      expect(paths[name].writes, name).toBe(true);
    }
    for (const name of PERSONAL_READS) expect(paths[name].cache, name).toBe('private');
  });

  it('resolves each path to its own policy, the stricter one where templates overlap', () => {
    for (const name of names) {
      const policy = cachePolicyOf(paths[name].method, urlOf(name));
      if (paths[name].cache !== 'public') expect(policy, name).toBe(paths[name].cache);
      else expect(policy, name).not.toBeNull();
    }
  });
});

describe('Cache-Control on every contract path', () => {
  // Logout last: it revokes the token the others use.
  const ordered = [...names.filter((n) => n !== 'logout'), 'logout' as const];

  it.each(ordered)('%s', async (name) => {
    const res = await call(t.app, paths[name].method, urlOf(name), {
      token,
      query: name === 'animeListGet' ? { t: 'liked', page: 1 } : undefined,
    });
    expect(res.status).toBeLessThan(500);
    const cacheControl = res.headers.get('cache-control');
    if (paths[name].cache === 'public' && res.status === 200) {
      // With a token a public read is about this viewer (likes, progress, signed URLs): only
      // their own device may keep it, under their token (decision 040).
      expect(cacheControl, name).toBe('private, no-cache');
      expect(res.headers.get('vary') ?? '', name).toMatch(/\bAuthorization\b/i);
    } else {
      expect(cacheControl, `${name} answered ${res.status}`).toBe('no-store');
    }
    if (PERSONAL_READS.includes(name)) expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  const publicNames = names.filter((n) => paths[n].cache === 'public');
  it.each(publicNames)('%s asked by a guest may be kept', async (name) => {
    const url = urlOf(name, 0);
    const res = await call(t.app, paths[name].method, url);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
  });

  it('says no-store on an /api path the contract does not know', async () => {
    const res = await call(t.app, 'GET', '/api/m/not-a-route');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
