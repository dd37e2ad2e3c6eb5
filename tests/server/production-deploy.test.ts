import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { createDb } from '../../server/db/client';
import { createMovie, createUser } from '../factories';
import { login } from './auth-helpers';
import { expectData, expectError } from './contract-check';
import { expectInvoice } from './payment-helpers';
import { call } from './test-app';

/*
 * Issue 27, as an operator deploys: production mode with the sandboxes named, behind a reverse
 * proxy on the same host. Every request here comes from 127.0.0.1, which is what the server sees
 * of every client when such a proxy forwards them.
 */

const SANDBOXES = {
  NODE_ENV: 'production',
  MEDIA_SIGNING_SECRET: 'production-deploy-test-key-Qm7vT2xK9pL4wR8s',
  SMS_PROVIDER: 'sandbox',
  EMAIL_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
};

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

  beforeAll(async () => {
    server = await startServer(SANDBOXES);
    proxied = { app: client(server.url) };
    const db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
    try {
      const target = { db, clock: { now: () => Date.now() } };
      viewer = { phone: (await createUser(target, { pin: '4826' })).phone, pin: '4826' };
      pricedTheatre = await createMovie(target, { kind: 'theatre', price: 12_000 });
    } finally {
      await db.destroy();
    }
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

  it('says in its start line that nobody can receive codes or pay', () => {
    const notice = server
      .output()
      .split('\n')
      .find((line) => line.startsWith('sandbox providers:'));
    expect(notice).toMatch(/nobody can receive/);
    expect(notice).toMatch(/invoices cannot be paid/);
  });
});
