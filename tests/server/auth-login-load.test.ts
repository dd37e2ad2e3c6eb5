import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { loadConfig } from '../../server/config';
import { hashPin, verifyPin } from '../../server/domain/pin-hash';
import { callEndpoint, freshPhone, login as loginAt, registerUser } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { createTestApp, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 3: scryptSync on every login held the event loop ~50 ms each, and nothing
 * bounded how many sessions logins could open (1,232 in a minute). TRUST_PROXY=1 lets each test
 * pick its address with X-Forwarded-For.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const MIN = 60 * 1000;
/** The defaults an operator gets (this app does not change them). */
const { sessionsPerUser: MAX_LIVE_SESSIONS, loginsPerPhonePerHour: LOGINS_PER_PHONE_PER_HOUR } =
  loadConfig({});

const login = (phone: string, password: string, ip: string) => loginAt(t, phone, password, ip);

describe('PIN hashing runs off the event loop', () => {
  it('the loop turns (a setImmediate runs) while a PIN is verified and while one is hashed', async () => {
    const stored = await hashPin('5296');
    for (const work of [() => verifyPin('5296', stored), () => hashPin('8362')]) {
      const events: string[] = [];
      // Promise.resolve() so a synchronous hash would be measured fairly: it would finish before
      // the setImmediate is even scheduled.
      const pending = Promise.resolve(work()).then(() => events.push('hash done'));
      setImmediate(() => events.push('loop turned'));
      await pending;
      expect(events).toEqual(['loop turned', 'hash done']);
    }
    expect(await verifyPin('5296', stored)).toBe(true);
    expect(await verifyPin('5297', stored)).toBe(false);
  });

  it('ten parallel logins leave the loop free: timers keep firing between them', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    let ticks = 0;
    let done = false;
    const ticksWhenDone: number[] = [];
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(phone, i % 2 ? '5297' : '5298', `203.0.113.${i + 1}`).then(() =>
          ticksWhenDone.push(ticks),
        ),
      ),
    );
    done = true;
    // With a blocking hash, the loop could not turn between the ten hashes of one batch.
    expect(new Set(ticksWhenDone).size).toBeGreaterThan(1);
  });
});

describe('sessions and successful logins are bounded', () => {
  it(`a user holds at most ${MAX_LIVE_SESSIONS} live sessions; the oldest end first`, async () => {
    const phone = freshPhone();
    const { access_token: registered, id } = await registerUser(t, phone, '5297');
    const tokens: string[] = [registered];
    for (let i = 0; i < MAX_LIVE_SESSIONS + 4; i++) {
      tokens.push(expectData('login', await login(phone, '5297', '203.0.113.20')).access_token);
    }
    const me = (token: string) => callEndpoint(t, 'me', { userId: id }, { token });
    // The oldest tokens stop working, the newest MAX_LIVE_SESSIONS work.
    for (const token of tokens.slice(0, tokens.length - MAX_LIVE_SESSIONS)) {
      expectError(await me(token), 401, extra.unauthorized);
    }
    for (const token of tokens.slice(-MAX_LIVE_SESSIONS)) {
      expect((await me(token)).status).toBe(200);
    }
  });

  it('parallel logins cannot open more than the cap either', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    t.clock.advance(60 * MIN);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(phone, '5297', `203.0.113.${30 + i}`)),
    );
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const userId = await userIdByPhone(t.db, phone);
    const live = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live.length).toBeLessThanOrEqual(MAX_LIVE_SESSIONS);
  });

  it(`at most ${LOGINS_PER_PHONE_PER_HOUR} successful logins per phone an hour (429 with Retry-After)`, async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    t.clock.advance(60 * MIN);
    for (let i = 0; i < LOGINS_PER_PHONE_PER_HOUR; i++) {
      expectData('login', await login(phone, '5297', `203.0.113.${60 + (i % 50)}`));
    }
    const over = await login(phone, '5297', '203.0.113.200');
    expectError(over, 429, extra.tooManyRequests);
    expect(Number(over.headers.get('retry-after'))).toBe(3600);
    t.clock.advance(60 * MIN);
    expectData('login', await login(phone, '5297', '203.0.113.200'));
  });

  it('per address too (LOGINS_PER_IP_PER_HOUR); a device that signed in before is not counted there', async () => {
    const small = await createTestApp({ TRUST_PROXY: '1', LOGINS_PER_IP_PER_HOUR: '3' });
    try {
      const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
      for (const phone of phones) await registerUser(small, phone, '5297');
      const at = (phone: string, cookie?: string) =>
        callEndpoint(
          small,
          'login',
          {},
          {
            body: { phone, password: '5297' },
            headers: { 'x-forwarded-for': '198.51.100.90', ...(cookie ? { cookie } : {}) },
          },
        );
      // The fourth phone signed in once elsewhere: its device cookie.
      const elsewhere = await callEndpoint(
        small,
        'login',
        {},
        {
          body: { phone: phones[3], password: '5297' },
          headers: { 'x-forwarded-for': '203.0.113.99' },
        },
      );
      const cookie = elsewhere.headers.getSetCookie()[0]!.split(';')[0]!;
      for (const phone of phones.slice(0, 3)) expectData('login', await at(phone));
      const over = await at(phones[3]!);
      expectError(over, 429, extra.tooManyRequests);
      expect(Number(over.headers.get('retry-after'))).toBe(3600);
      expectData('login', await at(phones[3]!, cookie));
    } finally {
      await small.close();
    }
  });
});
