import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { createSignedInUser, createUser } from '../factories';
import { callEndpoint, freshPhone } from './auth-helpers';
import { expectError, expectResponse } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 10: a page on any site could act through a visitor's browser. An `<img>` sent
 * an SMS code (the send is a GET), and a form could post a login or a code check, each counting
 * against a stranger's phone. The browser says where a request comes from (Sec-Fetch-Site) and
 * what a form may carry (urlencoded, multipart, text/plain, no preflight): the auth calls refuse
 * other sites, and no /api write takes anything but JSON.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const crossSite = { 'sec-fetch-site': 'cross-site' };
const codesFor = (phone: string) =>
  t.db.selectFrom('codes').select('id').where('phone', '=', phone).execute();

describe('another site', () => {
  it('cannot make us text a code with an <img>', async () => {
    const phone = freshPhone();
    const res = await callEndpoint(
      t,
      'smsSend',
      { phone },
      { query: { vp: 'register' }, headers: { ...crossSite, 'sec-fetch-dest': 'image' } },
    );
    expectError(res, 403, authMessages.crossSite);
    expect(await codesFor(phone)).toEqual([]);
  });

  it('cannot post a login, a reset or a code check', async () => {
    const { phone } = await createUser(t, { pin: '5172' });
    const calls = [
      callEndpoint(t, 'login', {}, { body: { phone, password: '0000' }, headers: crossSite }),
      callEndpoint(t, 'forgetPassword', {}, { body: { phone }, headers: crossSite }),
      callEndpoint(
        t,
        'smsVerify',
        { phone, code: '1234' },
        { query: { type: 'forget' }, headers: crossSite },
      ),
      callEndpoint(t, 'pinSet', { phone, password: '5296', code: '1234' }, { headers: crossSite }),
      callEndpoint(
        t,
        'setPassword',
        {},
        { body: { phone, password: '5296', verify_code: '1234' }, headers: crossSite },
      ),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 403, authMessages.crossSite);
    // Nothing was counted against the phone.
    const counted = await t.db
      .selectFrom('throttles')
      .select('key')
      .where('key', 'like', `%${phone}%`)
      .execute();
    expect(counted).toEqual([]);
  });

  it('leaves our own pages, the installed app and other clients alone', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const res = await callEndpoint(
        t,
        'smsSend',
        { phone: freshPhone() },
        { query: { vp: 'register' }, headers: site ? { 'sec-fetch-site': site } : {} },
      );
      expectResponse('smsSend', res);
    }
  });
});

describe('/api writes', () => {
  const post = (path: string, contentType: string, body: BodyInit, token?: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });

  it.each([
    ['application/x-www-form-urlencoded', 'phone=99119911&password=0000'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n99119911\r\n--x--\r\n',
    ],
    ['text/plain', '{"phone":"99119911","password":"0000"}'],
    // A type a page may send without a preflight, with "application/json" in a parameter.
    ['text/plain; x=application/json', '{"phone":"99119911","password":"0000"}'],
  ])('refuse a %s body with 415', async (type, body) => {
    const res = await post(paths.login.path, type, body);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ status: false, msg: extra.unsupportedMediaType });
  });

  it('refuse an empty form post too, even where the body is not read', async () => {
    const user = await createSignedInUser(t);
    const res = await post(paths.logout.path, 'application/x-www-form-urlencoded', '', user.token);
    expect(res.status).toBe(415);
    const me = await callEndpoint(t, 'me', { userId: user.id }, { token: user.token });
    expect(me.status).toBe(200);
  });

  it('take JSON as before', async () => {
    const { phone } = await createUser(t, { pin: '5172' });
    const path = buildPath(paths.login.path, {});
    const res = await post(
      path,
      'application/json; charset=utf-8',
      JSON.stringify({ phone, password: '0000' }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: false, msg: spec.wrongPin });
  });
});
