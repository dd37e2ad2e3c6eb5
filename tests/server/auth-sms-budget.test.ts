import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { extra } from '../../contract/messages';
import { loadConfig } from '../../server/config';
import {
  EMAIL_CODES_PER_ADDRESS_PER_HOUR,
  PHONE_CHECKS_PER_IP_PER_HOUR,
} from '../../server/domain/account-limits';
import { callEndpoint, freshPhone, registerUser } from './auth-helpers';
import { expectError, expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 4: SMS pumping costs money, so texts are budgeted per client and for the whole
 * service; e-mail codes per target address; phone checks per address. Issue 27 point 5: one IPv6
 * /64 spent the whole service's hour in 4.8 s and then nobody could register or reset, so a client
 * is an IPv4 /24 or an IPv6 /64, registration and resets have budgets of their own, and an
 * operator hears of a budget running low. Small budgets are set for this app through the same
 * variables an operator would use.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    SMS_PER_IP_PER_HOUR: '3',
    SMS_REGISTER_PER_HOUR: '5',
    SMS_RESET_PER_HOUR: '5',
  });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

const sendFrom = (ip: string, phone = freshPhone()) =>
  callEndpoint(
    t,
    'smsSend',
    { phone },
    { query: { vp: 'register' }, headers: { 'x-forwarded-for': ip } },
  );

/** The sandbox's texts so far: a read of its message log first waits for the send queue. */
async function texted(): Promise<number> {
  await call(t.app, 'GET', `/__dev/sms/${freshPhone()}`);
  return (await t.db.selectFrom('sandbox_messages').select('id').execute()).length;
}

describe('SMS budgets', () => {
  it('have safe defaults', () => {
    const config = loadConfig({});
    expect(config.smsPerIpPerHour).toBe(30);
    expect(config.smsRegisterPerHour).toBe(500);
    expect(config.smsResetPerHour).toBe(200);
    // The old single budget is not silently ignored: the operator is told what replaced it.
    expect(() => loadConfig({ SMS_PER_HOUR: '500' })).toThrow(/SMS_REGISTER_PER_HOUR/);
  });

  it('per address per hour, then for the whole service, over all the send endpoints', async () => {
    for (let i = 0; i < 3; i++) expectResponse('smsSend', await sendFrom('203.0.113.1'));
    const over = await sendFrom('203.0.113.1');
    expectError(over, 429, extra.tooManyRequests);
    expect(Number(over.headers.get('retry-after'))).toBe(3600);
    // Resend and forget draw on the same budget.
    const resend = await callEndpoint(
      t,
      'resendSms',
      {},
      {
        body: { phone: freshPhone(), type: 'register' },
        headers: { 'x-forwarded-for': '203.0.113.1' },
      },
    );
    expectError(resend, 429, extra.tooManyRequests);
    const before = await texted();

    // Two more from another client reach the service's 5 registrations an hour; a third client
    // is refused.
    expectResponse('smsSend', await sendFrom('198.51.100.2'));
    expectResponse('smsSend', await sendFrom('198.51.100.2'));
    expectError(await sendFrom('192.0.2.3'), 429, extra.tooManyRequests);
    expect(await texted()).toBe(before + 2);

    t.clock.advance(HOUR);
    expectResponse('smsSend', await sendFrom('203.0.113.1'));
  });

  it('count a client as its IPv4 /24 or IPv6 /64, not one address', async () => {
    t.clock.advance(HOUR);
    for (const [ip, other] of [
      ['203.0.113.', '203.0.114.1'],
      ['2001:db8:5:6::', '2001:db8:5:7::1'],
    ] as const) {
      for (let i = 1; i <= 3; i++) expectResponse('smsSend', await sendFrom(`${ip}${i}`));
      expectError(await sendFrom(`${ip}200`), 429, extra.tooManyRequests);
      expectResponse('smsSend', await sendFrom(other));
      t.clock.advance(HOUR);
    }
  });

  it('for registration and for resets apart: spending one leaves the other', async () => {
    t.clock.advance(HOUR);
    const owner = freshPhone();
    await registerUser(t, owner, '5297');
    // The owner's registration was one text; a script spends the rest of the registration hour
    // from clients of its own (any phone number will do).
    for (let i = 1; i <= 4; i++) expectResponse('smsSend', await sendFrom(`192.0.${i}.1`));
    expectError(await sendFrom('192.0.9.1'), 429, extra.tooManyRequests);
    const forget = await callEndpoint(
      t,
      'forgetPassword',
      {},
      { body: { phone: owner }, headers: { 'x-forwarded-for': '198.51.100.50' } },
    );
    expectResponse('forgetPassword', forget);
  });
});

describe('an operator', () => {
  const warn = vi.spyOn(console, 'warn');
  afterEach(() => warn.mockClear());

  it('is warned at 80% and when a budget is spent, and reads the counts at /healthz/sms', async () => {
    t.clock.advance(HOUR);
    warn.mockClear();
    const lines = () =>
      warn.mock.calls.map(([line]) => String(line)).filter((l) => /SMS budget/.test(l));
    for (let i = 1; i <= 3; i++) expectResponse('smsSend', await sendFrom(`192.0.${i}.2`));
    expect(lines()).toEqual([]);
    expectResponse('smsSend', await sendFrom('192.0.4.2'));
    expect(lines()).toEqual(['SMS budget "register" runs low: 4 of 5 sent this hour']);
    expectResponse('smsSend', await sendFrom('192.0.5.2'));
    for (let i = 0; i < 3; i++) {
      expectError(await sendFrom(`192.0.${6 + i}.2`), 429, extra.tooManyRequests);
    }
    // One line when spent, not one per refused request.
    expect(lines()).toHaveLength(2);
    expect(lines()[1]).toMatch(/^SMS budget "register" is spent: 5 of 5 this hour/);

    const res = await callEndpoint(t, 'smsBudgets');
    const budgets = expectResponse('smsBudgets', res);
    expect(budgets.register).toMatchObject({ sent: 5, limit: 5 });
    expect(budgets.reset).toMatchObject({ limit: 5 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('phone checks', () => {
  it(`at most ${PHONE_CHECKS_PER_IP_PER_HOUR} per address an hour`, async () => {
    const check = (ip: string) =>
      callEndpoint(
        t,
        'phoneCheck',
        { phone: freshPhone() },
        { query: { type: 'check' }, headers: { 'x-forwarded-for': ip } },
      );
    for (let i = 0; i < PHONE_CHECKS_PER_IP_PER_HOUR; i++) {
      expect((await check('203.0.113.9')).status).toBe(200);
    }
    expectError(await check('203.0.113.9'), 429, extra.tooManyRequests);
    expect((await check('203.0.113.10')).status).toBe(200);
  });
});

describe('e-mail codes', () => {
  it(`at most ${EMAIL_CODES_PER_ADDRESS_PER_HOUR} per target address an hour, whichever account asks`, async () => {
    t.clock.advance(HOUR);
    const victim = 'victim@example.mn';
    const accounts = [];
    for (let i = 0; i < 2; i++) {
      const phone = freshPhone();
      accounts.push({ phone, ...(await registerUser(t, phone, '5297')) });
    }
    const send = (a: { phone: string; access_token: string }) =>
      callEndpoint(
        t,
        'emailSend',
        {},
        { token: a.access_token, query: { email: victim, phone: a.phone } },
      );
    const [a, b] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
    // Each account alone stays under its own 5 per 10 minutes; the address is what runs out.
    for (let i = 0; i < EMAIL_CODES_PER_ADDRESS_PER_HOUR; i++) {
      expectResponse('emailSend', await send(i % 2 ? a : b));
    }
    expectError(await send(a), 429, extra.tooManyRequests);
    expectError(await send(b), 429, extra.tooManyRequests);
    expectResponse(
      'emailSend',
      await callEndpoint(
        t,
        'emailSend',
        {},
        { token: a.access_token, query: { email: 'someone-else@example.mn', phone: a.phone } },
      ),
    );
  });
});
