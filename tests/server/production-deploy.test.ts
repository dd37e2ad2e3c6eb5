import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { runServerToExit, startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { createDb } from '../../server/db/client';
import type { Database } from '../../server/db/schema';
import { demoUsers } from '../../server/seed/users';
import { login } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { expectInvoice } from './payment-helpers';
import { runCli } from './run-cli';
import { PRODUCTION_WITH_SANDBOXES } from './production-env';
import { viewerAndPricedTheatre } from './running-server-fixtures';
import { call } from './test-app';

/*
 * Issue 27, as an operator deploys: production mode with the sandboxes named, behind a reverse
 * proxy on the same host. Every request here comes from 127.0.0.1, which is what the server sees
 * of every client when such a proxy forwards them.
 */

const SANDBOXES = {
  ...PRODUCTION_WITH_SANDBOXES,
  MEDIA_SIGNING_SECRET: 'production-deploy-test-key-Qm7vT2xK9pL4wR8s',
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-deploy-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** All the process said, as lines; a refusal must be exactly one of them. */
function lines(out: { stdout: string; stderr: string }): string[] {
  return `${out.stdout}${out.stderr}`.split('\n').filter((line) => line.trim() !== '');
}

/** What belongs to a person: a production seed makes none of it. */
const PERSONAL = [
  'users',
  'invoices',
  'payments',
  'rentals',
  'receipts',
  'comments',
  'history',
  'notifications',
] as const satisfies readonly (keyof Database)[];

/** A client of the running server; `Hono`-shaped so the contract helpers can drive it. */
const client = (base: string) =>
  ({
    request: (input: string, init?: RequestInit) => fetch(base + input, init),
  }) as unknown as Hono;

describe('production with the payment sandbox named, behind a proxy on this machine', () => {
  let server: RunningServer;
  let proxied: { app: Hono };
  let viewer: { phone: string; pin: string };
  let pricedTheatre: number;

  /** Rows per personal table right after the first start, before this file adds any. */
  const seeded: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(SANDBOXES);
    proxied = { app: client(server.url) };
    const db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
    try {
      for (const table of PERSONAL) {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        seeded[table] = Number(row.n);
      }
    } finally {
      await db.destroy();
    }
    ({ viewer, pricedTheatre } = await viewerAndPricedTheatre(server.dataDir));
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  it('has no pay page: a viewer cannot pay their own invoice for nothing', async () => {
    const user = expectData('login', await login(proxied, viewer.phone, viewer.pin));
    const invoice = await call(
      proxied.app,
      'GET',
      buildPath(paths.movieInvoice.path, { userId: user.id, movieId: pricedTheatre }),
      { token: user.access_token },
    );
    const { bill } = expectInvoice(invoice);
    const payPath = buildPath(paths.qpaySandboxPay.path, { ref: bill });
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', {}],
    ] as const) {
      const res = await call(proxied.app, method, payPath, { body });
      expectError(res, 404, extra.notFound);
    }
    const form = await fetch(server.url + payPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=12000',
    });
    expect(form.status).toBe(404);
    const check = await call(proxied.app, 'GET', buildPath(paths.qpayCheck.path, { bill }), {
      token: user.access_token,
    });
    expect((check.json as { status: number }).status).toBe(0);
  }, 60_000);

  it('seeded the catalogue and no account: nobody signs in with a PIN README publishes', async () => {
    expect(seeded).toEqual(Object.fromEntries(PERSONAL.map((table) => [table, 0])));
    const home = await fetch(`${server.url}/api/m/media/home/cat`);
    expect(((await home.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    for (const demo of demoUsers) {
      expectError(await login(proxied, demo.phone, demo.pin), 401, spec.wrongPin);
    }
  }, 60_000);

  it('says where it listens, in which mode and with how many processes', () => {
    expect(server.output()).toContain(
      `btv listening on http://127.0.0.1:${server.port}/ (production, one process (WORKERS=1))`,
    );
  });

  it('says in its start line that nobody can receive codes or pay', () => {
    const notice = server
      .output()
      .split('\n')
      .find((line) => line.startsWith('sandbox providers:'));
    expect(notice).toMatch(/nobody can receive/);
    expect(notice).toMatch(/invoices cannot be paid/);
  });
});

describe('a production start on a database with the demo accounts', () => {
  const dataDir = path.join(scratch, 'demo');
  const env = { ...SANDBOXES, DATA_DIR: dataDir };

  beforeAll(async () => {
    // What a development start (`npm start`) leaves: the catalogue and the demo accounts.
    const development = await startServer({ DATA_DIR: dataDir });
    await development.stop();
  }, 120_000);

  it.each(['1', '2'])(
    'refuses in one line (WORKERS=%s)',
    async (workers) => {
      const out = await runServerToExit({ ...env, WORKERS: workers });
      expect(out.code).toBe(1);
      const phones = demoUsers.map((user) => user.phone).join(', ');
      expect(lines(out)).toEqual([
        `btv cannot start: the database has demo accounts whose PINs README publishes (${phones}); ` +
          'production must not: give each a PIN of its own (npm run users -- pin PHONE) or start from an empty database',
      ]);
    },
    60_000,
  );

  it('starts once no demo account signs in with its published PIN', async () => {
    for (const [i, demo] of demoUsers.entries()) {
      const run = await runCli(
        'users',
        ['pin', demo.phone],
        { NODE_ENV: '', DATA_DIR: dataDir },
        `${4820 + i + 6}\n`,
      );
      expect(run.code, run.out.join('\n')).toBe(0);
    }
    const started = await startServer({ ...env, WORKERS: '2' });
    try {
      expect(started.output()).toMatch(
        new RegExp(
          `btv primary \\d+: production, forking 2 workers \\(WORKERS=2\\) to listen on http://127\\.0\\.0\\.1:${started.port}/`,
        ),
      );
    } finally {
      await started.stop();
    }
  }, 120_000);

  it('is not seeded in production by the seed command either', async () => {
    const run = await runCli('seed', ['demo'], { ...env, DATA_DIR: path.join(scratch, 'other') });
    expect(run).toEqual({
      code: 1,
      out: ['btv seed: demo accounts are never seeded in production (NODE_ENV=production)'],
    });
  }, 60_000);
});

describe('a production start with a guessable MEDIA_SIGNING_SECRET', () => {
  it('refuses in one line, without the secret in it', async () => {
    const secret = 'changeme'.repeat(5);
    const out = await runServerToExit({
      ...SANDBOXES,
      DATA_DIR: path.join(scratch, 'weak'),
      MEDIA_SIGNING_SECRET: secret,
    });
    expect(out.code).toBe(1);
    const said = lines(out);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^btv cannot start: MEDIA_SIGNING_SECRET is guessable \(at most \d+ bits/,
    );
    expect(said[0]).not.toContain(secret);
  }, 60_000);
});
