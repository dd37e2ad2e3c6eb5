import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { createLifecycle } from '../../server/process/lifecycle';
import { expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 13 point 9: a process manager asks /healthz whether to restart the process and a load
 * balancer asks /readyz whether to send it traffic. Both answer JSON, are never cached, and
 * /readyz says no while the process drains or its database is gone or behind.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('/healthz and /readyz', () => {
  it('answer ok, uncached, while all is well (even with the guest cache on)', async () => {
    t = await createTestApp({ CATALOGUE_CACHE_MS: '10000' });
    for (const name of ['healthz', 'readyz'] as const) {
      const res = await call(t.app, 'GET', `/${name}`);
      expect(res.status, name).toBe(200);
      expect(expectResponse(name, res)).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control'), name).toBe('no-store');
      expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
    }
  });

  it('/readyz is 503 while draining; /healthz stays 200', async () => {
    t = await createTestApp();
    const lifecycle = createLifecycle();
    const app = createApp(t.deps, lifecycle);
    expect((await call(app, 'GET', '/readyz')).status).toBe(200);
    lifecycle.startDraining();
    const draining = await call(app, 'GET', '/readyz');
    expect(draining.status).toBe(503);
    expect(draining.json).toEqual({ status: 'draining' });
    expect(draining.headers.get('cache-control')).toBe('no-store');
    expect((await call(app, 'GET', '/healthz')).status).toBe(200);
  });

  it('/readyz is 503 when a migration has not run', async () => {
    t = await createTestApp();
    await sql`DELETE FROM kysely_migration WHERE name = (SELECT MAX(name) FROM kysely_migration)`.execute(
      t.db,
    );
    const res = await call(t.app, 'GET', '/readyz');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: 'migrations' });
  });

  it('/readyz is 503, not 500, when the database is unreachable', async () => {
    t = await createTestApp();
    // A PostgreSQL server that is down: nothing listens on port 9.
    const down = createDb({
      dataDir: t.config.dataDir,
      databaseUrl: 'postgres://btv@127.0.0.1:9/btv',
    });
    try {
      const app = createApp({ ...t.deps, db: down });
      const res = await call(app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: 'database' });
      expect((await call(app, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await down.destroy();
    }
  });
});
