import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import {
  CODE_FAILURES_PER_CLIENT_PER_HOUR,
  CODE_FAILURES_PER_DAY,
} from '../../server/domain/code-guard';
import { PIN_FAILURES_BEFORE_LOCK } from '../../server/domain/throttle';
import { callEndpoint, freshPhone, registerUser, smsCodeFor } from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 4: a stranger locked other people out. Ten wrong code checks for a phone that
 * was never sent a code shut its registration and PIN reset for a day, a hundred for good, and
 * five wrong PINs locked even the owner's recognised device. Each attack below is the stranger's,
 * from an address of its own (TRUST_PROXY=1, X-Forwarded-For), against a fake clock.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.10';

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const otherThan = (code: string, k: number) => String((Number(code) + k) % 10_000).padStart(4, '0');

const verifyReset = (phone: string, code: string, ip: string) =>
  callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'forget' }, headers: from(ip) });
const verifyRegister = (phone: string, code: string, ip: string) =>
  callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'register' }, headers: from(ip) });
const forget = (phone: string, ip: string) =>
  callEndpoint(t, 'forgetPassword', {}, { body: { phone }, headers: from(ip) });
const setPassword = (phone: string, code: string, ip: string) =>
  callEndpoint(
    t,
    'setPassword',
    {},
    { body: { phone, password: '6283', verify_code: code }, headers: from(ip) },
  );

function login(phone: string, password: string, ip: string, cookie?: string) {
  return callEndpoint(
    t,
    'login',
    {},
    { body: { phone, password }, headers: { ...from(ip), ...(cookie ? { cookie } : {}) } },
  );
}

const deviceCookie = (res: { headers: Headers }) =>
  (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('code checks without a sent code', () => {
  it('lock nothing: 100 wrong checks over ten days, then the owner resets the PIN', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    for (let day = 0; day < 10; day++) {
      t.clock.advance(DAY);
      for (let i = 0; i < CODE_FAILURES_PER_DAY; i++) {
        const code = otherThan('0000', i + 1);
        expectError(await verifyReset(phone, code, STRANGER), 422, spec.wrongCode);
        expectError(await verifyRegister(phone, code, STRANGER), 422, spec.wrongCode);
      }
      expectError(await setPassword(phone, '0000', STRANGER), 422, spec.wrongCode);
    }
    expect(
      await t.db
        .selectFrom('throttles')
        .select('key')
        .where('key', 'like', `code-check:%:${phone}`)
        .execute(),
    ).toEqual([]);

    expectResponse('forgetPassword', await forget(phone, OWNER));
    const code = await smsCodeFor(t, phone);
    expectResponse('smsVerify', await verifyReset(phone, code, OWNER));
    expectData('setPassword', await setPassword(phone, code, OWNER));
  });
});

// No lock outlives its day however long the guessing goes on: auth-code-guard.test.ts.
describe('code checks against sent codes', () => {
  it(`are limited per client: ${CODE_FAILURES_PER_CLIENT_PER_HOUR} failures an hour over all phones`, async () => {
    t.clock.advance(DAY);
    const phones = Array.from({ length: CODE_FAILURES_PER_CLIENT_PER_HOUR + 1 }, freshPhone);
    // Their owners ask for codes, each from an address of their own.
    for (const [i, phone] of phones.entries()) {
      const res = await callEndpoint(
        t,
        'smsSend',
        { phone },
        { query: { vp: 'register' }, headers: from(`192.0.${i + 1}.1`) },
      );
      expectResponse('smsSend', res);
    }
    const codes = await Promise.all(phones.map((phone) => smsCodeFor(t, phone)));
    const guesser = '198.51.100.90';
    for (const [i, phone] of phones.slice(0, -1).entries()) {
      expectError(
        await verifyRegister(phone, otherThan(codes[i]!, 1), guesser),
        422,
        spec.wrongCode,
      );
    }
    const last = phones.length - 1;
    expectError(
      await verifyRegister(phones[last]!, otherThan(codes[last]!, 1), guesser),
      429,
      extra.tooManyRequests,
    );
    // Everyone else, the phone's owner included, is not held back by it.
    expectResponse('smsVerify', await verifyRegister(phones[last]!, codes[last]!, OWNER));
  });
});

describe('a recognised device', () => {
  it("keeps its own PIN attempts: a stranger's wrong PINs do not lock the owner's device", async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    const cookie = deviceCookie(await login(phone, '5172', OWNER));
    expect(cookie).toMatch(/^btv_device_/);

    for (let i = 0; i < PIN_FAILURES_BEFORE_LOCK; i++) {
      expectError(await login(phone, `${7000 + i}`, STRANGER), 401, spec.wrongPin);
    }
    expectError(await login(phone, '7999', STRANGER), 429, extra.tooManyRequests);
    // The owner on a new device waits like the stranger; on the known device they sign in.
    expectError(await login(phone, '5172', OWNER), 429, extra.tooManyRequests);
    expectData('login', await login(phone, '5172', OWNER, cookie));
  });

  it('locks after its own five wrong PINs, and that leaves the phone alone', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    const cookie = deviceCookie(await login(phone, '5172', OWNER));
    for (let i = 0; i < PIN_FAILURES_BEFORE_LOCK; i++) {
      expectError(await login(phone, `${7100 + i}`, OWNER, cookie), 401, spec.wrongPin);
    }
    expectError(await login(phone, '5172', OWNER, cookie), 429, extra.tooManyRequests);
    expectData('login', await login(phone, '5172', OWNER));
  });
});
