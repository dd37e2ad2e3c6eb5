import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { loadConfig } from '../../server/config';
import {
  EMAIL_CODES_PER_ADDRESS_PER_HOUR,
  PHONE_CHECKS_PER_IP_PER_HOUR,
} from '../../server/domain/account-limits';
import { callEndpoint, freshPhone, registerUser } from './auth-helpers';
import { expectError, expectResponse } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 4: SMS pumping costs money, so texts are budgeted per address and for the whole
 * service; e-mail codes per target address; phone checks per address. Small budgets are set for
 * this app through the same variables an operator would use.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', SMS_PER_IP_PER_HOUR: '3', SMS_PER_HOUR: '5' });
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

describe('SMS budgets', () => {
  it('have safe defaults', () => {
    const config = loadConfig({});
    expect(config.smsPerIpPerHour).toBe(30);
    expect(config.smsPerHour).toBe(500);
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
    const texted = await t.db.selectFrom('sandbox_messages').select('id').execute();

    // Two more from another address reach the service's 5 an hour; a third address is refused.
    expectResponse('smsSend', await sendFrom('203.0.113.2'));
    expectResponse('smsSend', await sendFrom('203.0.113.2'));
    expectError(await sendFrom('203.0.113.3'), 429, extra.tooManyRequests);
    const forget = await callEndpoint(
      t,
      'forgetPassword',
      {},
      { body: { phone: '99119911' }, headers: { 'x-forwarded-for': '203.0.113.4' } },
    );
    expectError(forget, 429, extra.tooManyRequests);
    expect(await t.db.selectFrom('sandbox_messages').select('id').execute()).toHaveLength(
      texted.length + 2,
    );

    t.clock.advance(HOUR);
    expectResponse('smsSend', await sendFrom('203.0.113.1'));
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
