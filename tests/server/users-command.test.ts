import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../../contract/messages';
import { createSignedInUser } from '../factories';
import { login } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { runCli } from './run-cli';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 27 point 1: a production database seeds no account, so the operator makes the first one
 * on the server machine with `npm run users -- add PHONE`. Driven here as the operator runs it,
 * a separate process on the same database (SQLite, or PostgreSQL under test:pg), the PIN piped
 * on standard input; the account then signs in through the app like any other.
 */

let t: TestApp;

/** `npm run users -- …args` on the test app's database, the PIN (or nothing) on stdin. */
const users = (args: string[], input: string | null) =>
  runCli(
    'users',
    args,
    { NODE_ENV: '', DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' },
    input ?? '',
  );

async function hasAccount(phone: string) {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('npm run users -- add', () => {
  it('makes an account that signs in with the PIN read from standard input', async () => {
    const run = await users(['add', '77991001'], '4826\n');
    expect(run).toEqual({
      code: 0,
      out: [expect.stringMatching(/^added 77991001 \(user \d+\); it signs in with that PIN$/)],
    });
    const session = expectData('login', await login(t, '77991001', '4826'));
    expect(session.user.phone).toBe('77991001');
    expectError(await login(t, '77991001', '4827'), 401, spec.wrongPin);
  }, 60_000);

  it('refuses a PIN on the command line, and makes nothing', async () => {
    for (const args of [
      ['add', '77991002', '4826'],
      ['add', '77991002', '--pin=4826'],
    ]) {
      const run = await users(args, '4826\n');
      expect(run.code).toBe(1);
      expect(run.out).toEqual([
        expect.stringMatching(/^btv users: the PIN is never taken from the command line/),
      ]);
    }
    expect(await hasAccount('77991002')).toBe(false);
  }, 60_000);

  it.each([
    [['add', '7799100'], '4826\n', /^btv users: the phone must be 8 digits/],
    [['add', '7799100x'], '4826\n', /^btv users: the phone must be 8 digits/],
    [['add', '77991003'], '48261\n', /^btv users: the PIN must be 4 digits/],
    [['add', '77991003'], '48a6\n', /^btv users: the PIN must be 4 digits/],
    [['add', '77991003'], '2580\n', /^btv users: that PIN is one of the most common/],
    [['add', '77991003'], '1990\n', /^btv users: that PIN is one of the most common/],
    [['add', '77991003'], '', /^btv users: no PIN given$/],
    [['add'], '4826\n', /^btv users: usage: npm run users -- add PHONE/],
    [['remove', '77991003'], '4826\n', /^btv users: usage:/],
  ])(
    'refuses %j (input %j) in one line, and makes nothing',
    async (args, input, line) => {
      const run = await users(args, input);
      expect(run.code).toBe(1);
      expect(run.out).toHaveLength(1);
      expect(run.out[0]).toMatch(line);
      expect(await hasAccount('77991003')).toBe(false);
    },
    60_000,
  );

  it('refuses a phone that has an account, and leaves its PIN alone', async () => {
    const owner = await createSignedInUser(t, { pin: '7391' });
    const run = await users(['add', owner.phone], '4826\n');
    expect(run.code).toBe(1);
    expect(run.out).toEqual([
      `btv users: ${owner.phone} already has an account (npm run users -- pin ${owner.phone} sets a new PIN)`,
    ]);
    expectData('login', await login(t, owner.phone, '7391'));
  }, 60_000);
});

describe('npm run users -- pin', () => {
  it('gives an account a new PIN and ends its sessions; refuses an unknown phone', async () => {
    const owner = await createSignedInUser(t, { pin: '7391' });
    const me = () => call(t.app, 'GET', `/api/m/auth/me/${owner.id}`, { token: owner.token });
    expect((await me()).status).toBe(200);
    const run = await users(['pin', owner.phone], '1593\n');
    expect(run.code).toBe(0);
    expect(run.out).toEqual([
      `new PIN for ${owner.phone} (user ${owner.id}); its sessions are ended`,
    ]);
    expectData('login', await login(t, owner.phone, '1593'));
    expectError(await login(t, owner.phone, '7391'), 401, spec.wrongPin);
    expect((await me()).status).toBe(401);

    const unknown = await users(['pin', '77991004'], '1593\n');
    expect(unknown).toEqual({
      code: 1,
      out: ['btv users: 77991004 has no account (npm run users -- add 77991004)'],
    });
  }, 60_000);
});
