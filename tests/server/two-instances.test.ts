import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { callEndpoint, freshPhone, login, registerUser, sendRegisterSms } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { call } from './test-app';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-databases';

/*
 * DESIGN: the server keeps nothing in memory that two instances behind a load balancer would
 * disagree on. Two real processes share one database (and one uploads volume); a round-robin
 * "balancer" sends every request to the other instance than the one before, so each flow below
 * crosses instances at every step.
 */

const base = inject('baseDb');
const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-two-'));
const env: Record<string, string> = {
  DATA_DIR: shared,
  UPLOADS_DIR: path.join(shared, 'uploads'),
  // The sandbox message log (/__dev/sms) is how this test reads codes, as a tester would.
  NODE_ENV: 'development',
};
let dropDb = () => Promise.resolve();
let instances: RunningServer[] = [];
let db: Kysely<Database>;
let turn = 0;

/** A Hono-shaped client that alternates between the instances. */
const balancer = {
  request: (input: string, init?: RequestInit) => {
    const target = instances[turn++ % instances.length]!;
    return fetch(target.url + input, init);
  },
} as unknown as Hono;
const t = { app: balancer };

beforeAll(async () => {
  let databaseUrlForBoth: string | undefined;
  if (base.kind === 'postgres') {
    const name = uniqueDatabaseName('btv_two');
    await createDatabase(base.adminUrl, name, base.template);
    databaseUrlForBoth = databaseUrl(base.adminUrl, name);
    env.DATABASE_URL = databaseUrlForBoth;
    dropDb = () => dropDatabase(base.adminUrl, name);
  }
  // One after the other: the first migrates and seeds, the second finds it done.
  instances.push(await startServer(env));
  instances.push(await startServer(env));
  db = createDb({ dataDir: shared, databaseUrl: databaseUrlForBoth });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await dropDb();
  fs.rmSync(shared, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('registers across instances: code sent by one, verified and used by the other', async () => {
    const phone = freshPhone();
    const { access_token, id } = await registerUser(t, phone, '5297');
    const me = expectData(
      'me',
      await callEndpoint(t, 'me', { userId: id }, { token: access_token }),
    );
    expect(me.phone).toBe(phone);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    const { access_token, id } = expectData('login', await login(t, phone, '5297'));
    expect((await callEndpoint(t, 'me', { userId: id }, { token: access_token })).status).toBe(200);
    expect((await callEndpoint(t, 'logout', {}, { token: access_token })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expectError(
        await callEndpoint(t, 'me', { userId: id }, { token: access_token }),
        401,
        extra.unauthorized,
      );
    }
  });

  it('counts SMS sends for a phone across both: the 6th is refused wherever it lands', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect((await sendRegisterSms(t, phone)).status).toBe(200);
    expectError(await sendRegisterSms(t, phone), 429, extra.tooManyRequests);
    expectError(await sendRegisterSms(t, phone), 429, extra.tooManyRequests);
  });

  it('locks a PIN after 5 failures split between the instances', async () => {
    const phone = freshPhone();
    await registerUser(t, phone, '5297');
    for (let i = 0; i < 5; i++) expectError(await login(t, phone, '5298'), 401, spec.wrongPin);
    expectError(await login(t, phone, '5297'), 429, extra.tooManyRequests);
    expectError(await login(t, phone, '5297'), 429, extra.tooManyRequests);
  });

  it('an Idempotency-Key replayed on the other instance writes once and answers the same', async () => {
    const phone = freshPhone();
    const { access_token, id } = await registerUser(t, phone, '5297');
    const episode = await db
      .selectFrom('episodes')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = { episode_id: episode.id, user_id: id, body: `Хоёр сервер ${phone}` };
    const send = () =>
      call(balancer, 'POST', paths.commentPost.path, {
        token: access_token,
        headers: { 'Idempotency-Key': `two-${phone}` },
        body,
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const rows = await db
      .selectFrom('comments')
      .select('id')
      .where('body', '=', body.body)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an avatar uploaded through one instance is served by the other', async () => {
    const phone = freshPhone();
    const { access_token } = await registerUser(t, phone, '5297');
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fc0' } })
      .gif()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gif)], { type: 'image/gif' }), 'a.gif');
    const res = await fetch(`${instances[0]!.url}${paths.upload.path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${access_token}` },
    });
    const { data } = (await res.json()) as { data: { url: string } };
    const served = await fetch(instances[1]!.url + data.url);
    expect(served.status).toBe(200);
    const here = await fetch(instances[0]!.url + data.url);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await here.arrayBuffer()));
    // Stored re-encoded (decision 016), so what comes back is the WebP, not the GIF sent.
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });
});
