import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLifecycle } from '../../server/process/lifecycle';
import { createUser } from '../factories';
import { callEndpoint, freshPhone } from './auth-helpers';
import { expectResponse } from './contract-check';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 9: asking for a code answered after the SMS gateway took the text for a phone
 * that gets one, and at once for a phone that does not, so the time of the answer told whether a
 * phone has an account. Timing under load is no assertion, so this proves it structurally: the
 * answer comes while a real gateway (an HTTP server here) still holds the text, and the request
 * runs the very same SQL statements for a known and an unknown phone.
 */

interface Held {
  to: string;
  text: string;
  answer(status: number): void;
}

let gateway: http.Server;
const held: Held[] = [];
/** Set by a test that only needs its texts delivered: the gateway then answers 200 at once. */
let holding = true;
const arrivals: (() => void)[] = [];
let t: TestApp;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { to, text } = JSON.parse(body) as { to: string; text: string };
      held.push({
        to,
        text,
        answer: (status) => {
          // Each text is answered once; the clean-up answers whatever a test left held.
          if (!res.headersSent) res.writeHead(status).end();
        },
      });
      if (!holding) held.at(-1)?.answer(200);
      for (const wake of arrivals.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
  });
});
afterAll(async () => {
  for (const text of held) text.answer(200);
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

/** Resolves once the gateway holds a text for `phone` (a wait for a condition, not a sleep). */
async function textFor(phone: string): Promise<Held> {
  for (;;) {
    const found = held.find((text) => text.to === phone);
    if (found) return found;
    await new Promise<void>((wake) => arrivals.push(wake));
  }
}

const forget = (app: Pick<TestApp, 'app'>, phone: string) =>
  callEndpoint(app, 'forgetPassword', {}, { body: { phone } });

describe('asking for a code', () => {
  it('answers while the gateway still holds the text', async () => {
    const { phone } = await createUser(t, { pin: '5172' });
    expectResponse('forgetPassword', await forget(t, phone));
    // Only now does the test let the gateway see and answer it.
    const text = await textFor(phone);
    expect(text.text).toMatch(/^ПИН код сэргээх таны код: \d{4}\./);
    text.answer(200);
  });

  it('a text the gateway refuses: the answer was the same, and the code dies', async () => {
    const { phone } = await createUser(t, { pin: '5172' });
    expectResponse('forgetPassword', await forget(t, phone));
    (await textFor(phone)).answer(500);
    const code = () =>
      t.db
        .selectFrom('codes')
        .select('used_at')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
    // The queue marks it used once the gateway's 500 is in; poll the row for that condition.
    while ((await code()).used_at === null) await new Promise((r) => setImmediate(r));
    expect((await code()).used_at).not.toBeNull();
  });

  it('runs the same SQL for a phone with an account and one without', async () => {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(t.db.getExecutor().compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const lifecycle = createLifecycle();
    const recorded = {
      app: createApp({ ...t.deps, db: t.db.withPlugin(recorder) }, lifecycle),
    };
    const run = async (ask: () => Promise<{ status: number; json: unknown }>) => {
      statements.length = 0;
      expect((await ask()).status).toBe(200);
      return [...statements];
    };
    const register = (phone: string) => () =>
      callEndpoint(recorded, 'smsSend', { phone }, { query: { vp: 'register' } });
    const known = (await createUser(t, { pin: '5172' })).phone;
    const unknown = freshPhone();
    // The first send of an hour starts its budgets' windows (an INSERT instead of an UPDATE):
    // that depends on the hour, not on the phone, so each budget is started before comparing.
    expect((await register(freshPhone())()).status).toBe(200);
    expect((await forget(recorded, freshPhone())).status).toBe(200);

    const resetKnown = await run(() => forget(recorded, known));
    const resetUnknown = await run(() => forget(recorded, unknown));
    expect(resetKnown.length).toBeGreaterThan(3);
    expect(resetUnknown).toEqual(resetKnown);
    const registerNew = await run(register(freshPhone()));
    const registerTaken = await run(register(known));
    expect(registerTaken).toEqual(registerNew);
    holding = false;
    for (const text of held) text.answer(200);
    await lifecycle.settled();
  });
});
