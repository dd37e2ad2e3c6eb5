import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, spec } from '../../contract/messages';
import { CODE_FAILURES_PER_DAY, CODE_FAILURES_TOTAL } from '../../server/domain/code-guard';
import {
  callEndpoint,
  emailCodeFor,
  freshPhone,
  registerUser,
  sendRegisterSms,
  smsCodeFor,
} from './auth-helpers';
import { expectData, expectError, expectResponse } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 1 (NIST 800-63B 5.2.2): an attacker who never sees the SMS asks for code after
 * code and guesses. Failed checks count per phone and purpose across every code; past 10 in 24 h
 * (and 100 until a success) the flow is shut, even for the right code. The clock is fake.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SEND_GAP = 11 * 60 * 1000;

const otherThan = (code: string, k: number) => String((Number(code) + k) % 10_000).padStart(4, '0');

const forget = (phone: string) => callEndpoint(t, 'forgetPassword', {}, { body: { phone } });
const verifyReset = (phone: string, code: string) =>
  callEndpoint(t, 'smsVerify', { phone, code }, { query: { type: 'forget' } });
const setPassword = (phone: string, code: string) =>
  callEndpoint(t, 'setPassword', {}, { body: { phone, password: '6283', verify_code: code } });

/** `n` wrong guesses at the phone's reset code, a new code asked for every 5 (a code's own cap). */
async function guessAcrossCodes(phone: string, n: number) {
  let code = '';
  for (let i = 0; i < n; i++) {
    if (i % 5 === 0) {
      t.clock.advance(SEND_GAP);
      expectResponse('forgetPassword', await forget(phone));
      code = await smsCodeFor(t, phone);
    }
    expectError(await verifyReset(phone, otherThan(code, 1 + (i % 5))), 422, spec.wrongCode);
  }
}

function expectLocked(res: { status: number; json: unknown; headers: Headers }) {
  expectError(res, 429, authMessages.codeLocked);
  return Number(res.headers.get('retry-after'));
}

describe('failed code checks across codes', () => {
  it('lock the reset flow after 10 wrong guesses over new codes; the right code is refused too', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    const start = t.clock.now();
    await guessAcrossCodes(phone, CODE_FAILURES_PER_DAY);

    t.clock.advance(SEND_GAP);
    expectResponse('forgetPassword', await forget(phone));
    const code = await smsCodeFor(t, phone);
    const retry = expectLocked(await verifyReset(phone, code));
    expect(retry).toBe(Math.ceil((start + SEND_GAP + DAY - t.clock.now()) / 1000));
    expectLocked(await setPassword(phone, code));
    expectLocked(await callEndpoint(t, 'verifyPhone', {}, { body: { phone, verify_code: code } }));
    // Nothing was changed: the old PIN still logs in.
    expectData('login', await callEndpoint(t, 'login', {}, { body: { phone, password: '5172' } }));

    // 24 h after the first failure the window is new: 10 more guesses, then shut again.
    t.clock.advance(DAY);
    await guessAcrossCodes(phone, CODE_FAILURES_PER_DAY);
    t.clock.advance(SEND_GAP);
    expectResponse('forgetPassword', await forget(phone));
    expectLocked(await verifyReset(phone, await smsCodeFor(t, phone)));
  });

  it('parallel guesses cannot slip past the count', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        callEndpoint(
          t,
          'smsVerify',
          { phone, code: otherThan(code, 1 + i) },
          { query: { type: 'register' } },
        ),
      ),
    );
    expect(guesses.filter((r) => r.status === 422)).toHaveLength(CODE_FAILURES_PER_DAY);
    const locked = guesses.filter((r) => r.status === 429);
    expect(locked).toHaveLength(25 - CODE_FAILURES_PER_DAY);
    for (const res of locked) expectError(res, 429, authMessages.codeLocked);
  });

  it('a success resets the count', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    t.clock.advance(DAY);
    await guessAcrossCodes(phone, CODE_FAILURES_PER_DAY - 1);
    t.clock.advance(SEND_GAP);
    expectResponse('forgetPassword', await forget(phone));
    const code = await smsCodeFor(t, phone);
    expectResponse('smsVerify', await verifyReset(phone, code));
    expectData('setPassword', await setPassword(phone, code));
    // A fresh count: 10 more wrong guesses are answered as wrong, not locked.
    await guessAcrossCodes(phone, CODE_FAILURES_PER_DAY);
  });

  it('count per purpose: a shut reset flow leaves registration and login alone', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    t.clock.advance(DAY);
    await guessAcrossCodes(phone, CODE_FAILURES_PER_DAY);
    expectLocked(await verifyReset(phone, '0000'));
    expectData('login', await callEndpoint(t, 'login', {}, { body: { phone, password: '5172' } }));
  });

  it(`stop for good after ${CODE_FAILURES_TOTAL} failures without a success`, async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5172');
    for (let day = 0; day < CODE_FAILURES_TOTAL / CODE_FAILURES_PER_DAY; day++) {
      t.clock.advance(DAY);
      // Without a live code a guess is still a failed check (and answers the same).
      for (let i = 0; i < CODE_FAILURES_PER_DAY; i++) {
        expectError(await verifyReset(phone, otherThan('0000', i + 1)), 422, spec.wrongCode);
      }
    }
    t.clock.advance(DAY);
    expectResponse('forgetPassword', await forget(phone));
    const code = await smsCodeFor(t, phone);
    const res = await verifyReset(phone, code);
    expectError(res, 429, authMessages.codeLockedForGood);
    expect(res.headers.get('retry-after')).toBeNull();
    t.clock.advance(30 * DAY);
    expectError(await setPassword(phone, code), 429, authMessages.codeLockedForGood);
  });

  it('apply to registration codes at the PIN step too', async () => {
    const phone = freshPhone();
    await sendRegisterSms(t, phone);
    const code = await smsCodeFor(t, phone);
    for (let i = 0; i < CODE_FAILURES_PER_DAY; i++) {
      if (i === 5) {
        t.clock.advance(SEND_GAP);
        await sendRegisterSms(t, phone);
      }
      const pinSet = await callEndpoint(t, 'pinSet', {
        phone,
        password: '5296',
        code: otherThan(code, 1 + i),
      });
      expectError(pinSet, 422, spec.wrongCode);
    }
    const right = await smsCodeFor(t, phone);
    expectLocked(await callEndpoint(t, 'pinSet', { phone, password: '5296', code: right }));
  });

  it('apply to e-mail codes', async () => {
    const phone = freshPhone();
    const { access_token: token } = await registerUser(t, phone, '5172');
    const email = `guard-${phone}@example.mn`;
    const send = () => callEndpoint(t, 'emailSend', {}, { token, query: { email, phone } });
    const verify = (code: string) =>
      callEndpoint(t, 'emailVerify', { phone, email, code }, { token });
    expectResponse('emailSend', await send());
    let code = await emailCodeFor(t, email);
    for (let i = 0; i < CODE_FAILURES_PER_DAY; i++) {
      if (i === 5) {
        t.clock.advance(SEND_GAP);
        expectResponse('emailSend', await send());
        code = await emailCodeFor(t, email);
      }
      const wrong = String((Number(code) + 1 + (i % 5)) % 1_000_000).padStart(6, '0');
      expectError(await verify(wrong), 422, spec.wrongCode);
    }
    t.clock.advance(SEND_GAP);
    expectResponse('emailSend', await send());
    expectLocked(await verify(await emailCodeFor(t, email)));
  });
});
