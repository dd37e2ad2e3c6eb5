import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from '../../server/routes/contact';
import { expectError, expectResponse } from './contract-check';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/* TRUST_PROXY=1 lets each test be its own client IP (app.request() has no socket). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.20.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const valid = {
  name: 'Болд',
  phone: '99112233',
  body: 'Театрын түрээсийн талаар асуух зүйл байна.',
};

function send(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return call(t.app, 'POST', paths.contact.path, {
    body,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
}

const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/m/contact', () => {
  it('stores a message with a phone and answers the Mongolian thanks', async () => {
    const res = await send(valid, freshIp());
    const body = expectResponse('contact', res);
    expect(body).toEqual({ status: true, msg: contactMessages.sent });
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Болд',
      phone: '99112233',
      email: null,
      body: valid.body,
      user_id: null,
      created_at: new Date(t.clock.now()).toISOString(),
    });
  });

  it('accepts an e-mail instead of a phone and links a logged-in sender', async () => {
    const { id: userId, token } = await createSignedInUser(t);
    const res = await send({ name: 'Сараа', email: 'saraa@example.mn', body: 'Санал' }, freshIp(), {
      authorization: `Bearer ${token}`,
    });
    expectResponse('contact', res);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'saraa@example.mn', phone: null, user_id: userId });
  });

  it('names the field that is wrong, in Mongolian, and stores nothing', async () => {
    const before = await messageCount();
    const ip = freshIp();
    expectError(await send({ ...valid, name: '  ' }, ip), 400, contactMessages.nameRequired);
    expectError(await send({ ...valid, phone: '9911' }, ip), 400, contactMessages.phoneInvalid);
    expectError(
      await send({ name: 'Болд', email: 'not-an-email', body: 'x' }, ip),
      400,
      contactMessages.emailInvalid,
    );
    expectError(await send({ ...valid, body: ' ' }, ip), 400, contactMessages.bodyRequired);
    expectError(
      await send({ ...valid, body: 'я'.repeat(4001) }, ip),
      400,
      contactMessages.bodyTooLong,
    );
    expectError(
      await send({ name: 'Болд', body: 'Сайн байна уу' }, ip),
      400,
      contactMessages.replyToRequired,
    );
    expectError(await send({ ...valid, admin: true }, ip), 400, extra.badRequest);
    expect(await messageCount()).toBe(before);
  });

  it('refuses malformed JSON and oversized bodies without a 500', async () => {
    const res = await t.app.request(paths.contact.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    const huge = await send({ ...valid, body: 'я'.repeat(20_000) }, freshIp());
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ status: false, msg: contactMessages.bodyTooLong });
  });

  it(`throttles one IP after ${CONTACT_LIMIT} messages until the window ends`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) expectResponse('contact', await send(valid, ip));
    const refused = await send(valid, ip);
    expectError(refused, 429, extra.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBe(CONTACT_WINDOW_MS / 1000);

    // Another address is not affected, and invalid messages never counted.
    expectResponse('contact', await send(valid, freshIp()));

    t.clock.advance(CONTACT_WINDOW_MS - 1000);
    expect((await send(valid, ip)).status).toBe(429);
    t.clock.advance(1000);
    expectResponse('contact', await send(valid, ip));
  });

  it('keeps the count in the throttles table, not in memory', async () => {
    const ip = freshIp();
    expectResponse('contact', await send(valid, ip));
    const row = await t.db
      .selectFrom('throttles')
      .select(['count'])
      .where('key', '=', `contact:${ip}`)
      .executeTakeFirst();
    expect(row?.count).toBe(1);
  });
});
