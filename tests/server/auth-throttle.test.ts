import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/endpoints/auth';
import { extra, spec } from '../../contract/messages';
import { pinBlocklist } from '../../server/domain/pin-blocklist';
import { pinLockSeconds, SPRAY_MAX_PHONES } from '../../server/domain/throttle';
import {
  callEndpoint,
  freshPhone,
  login,
  registerUser,
  sendRegisterSms,
  smsCodeFor,
} from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * docs/security-notes.md §1: a brute-force script against a fake clock. Nothing here sleeps; the clock is
 * moved. TRUST_PROXY=1 lets each test pick its client IP with X-Forwarded-For (app.request() has
 * no socket).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const SEC = 1000;
const MIN = 60 * SEC;

const verify = (phone: string, code: string) =>
  callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'register' } });

/** A 4-digit code that is not `code`. */
const otherThan = (code: string, k = 1) => String((Number(code) + k) % 10_000).padStart(4, '0');

function retryAfter(res: { headers: Headers }): number {
  return Number(res.headers.get('retry-after'));
}

describe('SMS codes', () => {
  it('work at 9:59 after sending', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    t.clock.advance(9 * MIN + 59 * SEC);
    expect((await verify(phone, code)).status).toBe(200);
  });

  it('are dead at 10:01', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    t.clock.advance(10 * MIN + SEC);
    expectError(await verify(phone, code), 422, spec.wrongCode);
    // Nor can an expired code set a PIN directly.
    expectError(
      await callEndpoint(t, 'pinSet', { phone, password: '5296', code }),
      422,
      spec.wrongCode,
    );
  });

  it('are single-use: verified once, consumed once', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    expect((await verify(phone, code)).status).toBe(200);
    expectError(await verify(phone, code), 422, spec.wrongCode);
    expectData('pinSet', await callEndpoint(t, 'pinSet', { phone, password: '5296', code }));
    expectError(await verify(phone, code), 422, spec.wrongCode);
  });

  it('die on the 5th wrong try: the right code is refused after it', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    for (let k = 1; k <= 5; k++)
      expectError(await verify(phone, otherThan(code, k)), 422, spec.wrongCode);
    expectError(await verify(phone, code), 422, spec.wrongCode);
  });

  it('survive 4 wrong tries (the 5th try may be right)', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    for (let k = 1; k <= 4; k++)
      expectError(await verify(phone, otherThan(code, k)), 422, spec.wrongCode);
    expect((await verify(phone, code)).status).toBe(200);
  });

  it('only the newest code works', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const first = await smsCodeFor(t, phone);
    await sendRegisterSms(t, phone);
    const second = await smsCodeFor(t, phone);
    if (first !== second) expectError(await verify(phone, first), 422, spec.wrongCode);
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('a guessed code at PIN set kills the verified code', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    expect((await verify(phone, code)).status).toBe(200);
    const guess = await callEndpoint(t, 'pinSet', {
      phone,
      password: '5296',
      code: otherThan(code),
    });
    expectError(guess, 422, spec.wrongCode);
    expectError(
      await callEndpoint(t, 'pinSet', { phone, password: '5296', code }),
      422,
      spec.wrongCode,
    );
  });

  it('5 sends per phone per 10 min: the 6th is 429 with Retry-After, and it frees up', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendRegisterSms(t, phone)).status).toBe(200);
      t.clock.advance(MIN);
    }
    // First send was at 0, now is 5:00: it leaves the window at 10:00.
    const sixth = await sendRegisterSms(t, phone);
    expectError(sixth, 429, extra.tooManyRequests);
    expect(retryAfter(sixth)).toBe(5 * 60);
    // Resend and forget share the SMS budget.
    const resend = await callEndpoint(t, 'resendSms', {}, { body: { phone, type: 'register' } });
    expectError(resend, 429, extra.tooManyRequests);
    t.clock.advance(5 * MIN + SEC);
    expect((await sendRegisterSms(t, phone)).status).toBe(200);
  });
});

describe('PIN login lockout', () => {
  it('locks after 5 failures for 30 s, then 60 s, 120 s …; the right PIN resets it', async () => {
    const phone = freshPhone();
    const ip = '203.0.113.10';
    await registerUser(t, phone, '5297');
    for (let i = 0; i < 5; i++) expectError(await login(t, phone, '5298', ip), 401, spec.wrongPin);

    // Locked: even the right PIN is not checked.
    const locked = await login(t, phone, '5297', ip);
    expectError(locked, 429, extra.tooManyRequests);
    expect(retryAfter(locked)).toBe(30);

    t.clock.advance(30 * SEC);
    expectError(await login(t, phone, '5298', ip), 401, spec.wrongPin);
    const second = await login(t, phone, '5297', ip);
    expectError(second, 429, extra.tooManyRequests);
    expect(retryAfter(second)).toBe(60);

    t.clock.advance(60 * SEC);
    expectError(await login(t, phone, '5298', ip), 401, spec.wrongPin);
    expect(retryAfter(await login(t, phone, '5297', ip))).toBe(120);

    t.clock.advance(120 * SEC);
    expectData('login', await login(t, phone, '5297', ip));
    // Reset: 4 more failures do not lock.
    for (let i = 0; i < 4; i++) expectError(await login(t, phone, '5298', ip), 401, spec.wrongPin);
    expectData('login', await login(t, phone, '5297', ip));
  });

  it('the delay doubles up to an hour', () => {
    expect([4, 5, 6, 7, 8, 11, 12, 13, 100].map(pinLockSeconds)).toEqual([
      0, 30, 60, 120, 240, 1920, 3600, 3600, 3600,
    ]);
  });

  it('parallel guesses cannot slip past the lock', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, phone, String(6000 + i), '203.0.113.11')),
    );
    const checked = guesses.filter((r) => r.status === 401).length;
    expect(checked).toBe(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('a PIN change is throttled the same way (old PIN guesses)', async () => {
    const phone = freshPhone();
    const { access_token: token, id } = await registerUser(t, phone, '5297');
    const change = (old_pin: string) =>
      callEndpoint(
        t,
        'changePin',
        { userId: id },
        {
          token,
          body: { old_pin, new_pin: '8362', repeat_pin: '8362' },
        },
      );
    for (let i = 0; i < 5; i++) expectError(await change('5298'), 422, spec.wrongPin);
    const locked = await change('5297');
    expectError(locked, 429, extra.tooManyRequests);
    expect(retryAfter(locked)).toBe(30);
  });
});

describe('spray from one IP across many phones', () => {
  it(`allows failures on ${SPRAY_MAX_PHONES} phones within an hour, refuses the next, frees up after the hour`, async () => {
    const ip = '198.51.100.7';
    const n = SPRAY_MAX_PHONES;
    const phones = Array.from({ length: n + 1 }, () => freshPhone());
    const last = phones[n]!;
    for (const phone of phones.slice(0, n)) {
      expectError(await login(t, phone, '1234', ip), 401, spec.wrongPin);
      t.clock.advance(MIN);
    }
    const blocked = await login(t, last, '1234', ip);
    expectError(blocked, 429, extra.tooManyRequests);
    // The first failure was n min ago: it leaves the hour in 60 - n min.
    expect(retryAfter(blocked)).toBe((60 - n) * 60);
    // Another IP is not affected; nor are the phones this IP already tried.
    expectError(await login(t, last, '1234', '198.51.100.8'), 401, spec.wrongPin);
    expectError(await login(t, phones[0]!, '1234', ip), 401, spec.wrongPin);

    // phones[0] failed again just now, so phones[1] (at 1 min) is the oldest: free at 61 min.
    t.clock.advance((60 - n) * MIN + SEC);
    expectError(await login(t, last, '1234', ip), 429, extra.tooManyRequests);
    t.clock.advance(MIN);
    expectError(await login(t, last, '1234', ip), 401, spec.wrongPin);
  });

  it('a real login from a busy IP still works for a phone it already tried', async () => {
    const ip = '198.51.100.9';
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    expectError(await login(t, phone, '5298', ip), 401, spec.wrongPin);
    for (let i = 1; i < SPRAY_MAX_PHONES; i++) await login(t, freshPhone(), '1234', ip);
    expectError(await login(t, freshPhone(), '1234', ip), 429, extra.tooManyRequests);
    expectData('login', await login(t, phone, '5297', ip));
  });

  it('a forged X-Forwarded-For prefix does not change the IP (the last hop counts)', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < SPRAY_MAX_PHONES; i++) await login(t, freshPhone(), '1234', ip);
    const spoofed = await login(t, freshPhone(), '1234', `10.0.0.${1}, ${ip}`);
    expectError(spoofed, 429, extra.tooManyRequests);
  });
});

describe('uploads', () => {
  it('at most 30 per user per hour', async () => {
    const { access_token: token } = await registerUser(t, freshPhone(), '5297');
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob(['not an image']), 'x.txt');
      return t.app.request('/lambda/krud/upload', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    };
    for (let i = 0; i < 30; i++) expect((await send()).status).toBe(400);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBe(3600);
    t.clock.advance(60 * MIN);
    expect((await send()).status).toBe(400);
  });
});

describe('PIN blocklist', () => {
  it('holds at least 274 PINs, all 4 digits, including the obvious ones', () => {
    expect(pinBlocklist.size).toBeGreaterThanOrEqual(274);
    expect([...pinBlocklist].every((p) => /^\d{4}$/.test(p))).toBe(true);
    for (const pin of [
      '1234',
      '0000',
      '1111',
      '1212',
      '4321',
      '2580',
      '1990',
      '2024',
      '6969',
      '1122',
    ]) {
      expect(pinBlocklist.has(pin), pin).toBe(true);
    }
    for (const pin of ['5296', '8361', '4096']) expect(pinBlocklist.has(pin), pin).toBe(false);
  });

  it.each(['1234', '0000', '9999', '2001', '1987', '6789', '9876', '1212', '6969'])(
    'refuses %s when the first PIN is set',
    async (pin) => {
      const phone = freshPhone();
      await sendRegisterSms(t, phone);
      const code = await smsCodeFor(t, phone);
      expectError(
        await callEndpoint(t, 'pinSet', { phone, password: pin, code }),
        422,
        authMessages.commonPin,
      );
    },
  );
});
