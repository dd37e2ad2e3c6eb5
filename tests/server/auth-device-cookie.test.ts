import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { loadConfig } from '../../server/config';
import { deviceCookieName, MAX_DEVICES_PER_USER } from '../../server/domain/device-token';
import { SPRAY_MAX_PHONES } from '../../server/domain/throttle';
import { FORWARDING_WARNING } from '../../server/http/forwarding-warning';
import { callEndpoint, freshPhone, registerUser } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { call, createTestApp, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 2: ten typos on ten phones from one address (a carrier NAT, an office) must not
 * lock out everyone behind it. A device that signed in before carries a cookie that lets its own
 * user's right PIN through the per-IP spray limit; a spray from a device without one is still
 * refused. TRUST_PROXY=1 lets each test pick its address with X-Forwarded-For.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

function login(phone: string, password: string, ip: string, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  return callEndpoint(t, 'login', {}, { body: { phone, password }, headers });
}

/** The device cookie a login answer sets, as `name=value` for the next request. */
function deviceCookie(res: { headers: Headers }, phone: string): string {
  const name = deviceCookieName(phone);
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  expect(line, 'a device cookie is set').toBeDefined();
  return line!.split(';')[0]!;
}

/** SPRAY_MAX_PHONES wrong PINs on as many phones from `ip`: the next new phone is refused. */
async function spray(ip: string) {
  for (let i = 0; i < SPRAY_MAX_PHONES; i++) {
    expectError(await login(freshPhone(), '5298', ip), 401, spec.wrongPin);
  }
}

describe('device cookies', () => {
  it('let a device that signed in before through a sprayed address; without it the PIN is refused', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    const first = await login(phone, '5297', '203.0.113.50');
    expectData('login', first);
    const cookie = deviceCookie(first, phone);
    const line = first.headers.getSetCookie().find((c) => c.startsWith(cookie))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toContain(`Path=${paths.login.path}`);

    const nat = '198.51.100.60';
    await spray(nat);
    expectError(await login(phone, '5297', nat), 429, extra.tooManyRequests);
    expectData('login', await login(phone, '5297', nat, cookie));
    // The device cookie does not make a wrong PIN right, and the per-phone lock still counts.
    expectError(await login(phone, '5298', nat, cookie), 401, spec.wrongPin);
    // Still a spray for anyone else behind that address.
    expectError(await login(freshPhone(), '5297', nat), 429, extra.tooManyRequests);
  });

  it('a device cookie for one phone does nothing for another', async () => {
    const [x, y] = [freshPhone(), freshPhone()];
    await registerUser(t, x, '5297');
    await registerUser(t, y, '5391');
    const cookieX = deviceCookie(await login(x, '5297', '203.0.113.51'), x);
    const tokenX = cookieX.split('=')[1]!;
    const nat = '198.51.100.61';
    await spray(nat);
    // X's token under Y's cookie name, and X's own cookie, both leave Y refused.
    expectError(
      await login(y, '5391', nat, `${deviceCookieName(y)}=${tokenX}`),
      429,
      extra.tooManyRequests,
    );
    expectError(await login(y, '5391', nat, cookieX), 429, extra.tooManyRequests);
    // A made-up token is nothing either.
    expectError(
      await login(y, '5391', nat, `${deviceCookieName(y)}=${'A'.repeat(43)}`),
      429,
      extra.tooManyRequests,
    );
  });

  it(`a user keeps at most ${MAX_DEVICES_PER_USER} devices; the least recently used is forgotten`, async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    const cookies: string[] = [];
    for (let i = 0; i <= MAX_DEVICES_PER_USER; i++) {
      cookies.push(deviceCookie(await login(phone, '5297', `203.0.113.${100 + i}`), phone));
      t.clock.advance(1000);
    }
    const userId = await userIdByPhone(t.db, phone);
    const rows = await t.db
      .selectFrom('device_tokens')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(MAX_DEVICES_PER_USER);
    const nat = '198.51.100.62';
    await spray(nat);
    expectError(await login(phone, '5297', nat, cookies[0]), 429, extra.tooManyRequests);
    expectData('login', await login(phone, '5297', nat, cookies[1]));
  });
});

describe('TRUST_PROXY', () => {
  const warn = vi.spyOn(console, 'warn');
  afterEach(() => warn.mockClear());

  it('is read and checked by loadConfig', () => {
    expect(loadConfig({}).proxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).proxy).not.toBeNull();
    expect(loadConfig({ TRUST_PROXY: '0' }).proxy).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('off: one warning line the first time forwarding headers arrive, and they are ignored', async () => {
    const plain = await createTestApp();
    try {
      await call(plain.app, 'GET', '/api/m/phone/check/88118811', { query: { type: 'check' } });
      expect(warn).not.toHaveBeenCalledWith(FORWARDING_WARNING);
      for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
        await call(plain.app, 'GET', '/api/m/phone/check/88118811', {
          query: { type: 'check' },
          headers: { [header]: header === 'forwarded' ? 'for=192.0.2.1' : '192.0.2.1' },
        });
      }
      expect(warn.mock.calls.filter(([line]) => line === FORWARDING_WARNING)).toHaveLength(1);
      // Ignored: a spray from "different" forwarded addresses is still one client.
      for (let i = 0; i < SPRAY_MAX_PHONES; i++) {
        const res = await callEndpoint(
          plain,
          'login',
          {},
          {
            body: { phone: freshPhone(), password: '5298' },
            headers: { 'x-forwarded-for': `192.0.2.${i}` },
          },
        );
        expectError(res, 401, spec.wrongPin);
      }
      const next = await callEndpoint(
        plain,
        'login',
        {},
        {
          body: { phone: freshPhone(), password: '5298' },
          headers: { 'x-forwarded-for': '192.0.2.200' },
        },
      );
      expectError(next, 429, extra.tooManyRequests);
    } finally {
      await plain.close();
    }
  });

  it('on: no warning', async () => {
    await call(t.app, 'GET', '/api/m/phone/check/88118811', {
      query: { type: 'check' },
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(warn).not.toHaveBeenCalledWith(FORWARDING_WARNING);
  });
});
