import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { fakeClock } from '../../server/clock';
import { createLifecycle } from '../../server/process/lifecycle';
import type { Config } from '../../server/config';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/client';
import { closeQueueOf } from '../../server/jobs/queue-of';
import type { Database } from '../../server/db/schema';
import type { AppDeps } from '../../server/deps';
import { flushUsage } from '../../server/domain/usage-events';
import { linkMediaFolders } from '../../server/domain/media-folders';
import { mediaSigningSecret } from '../../server/domain/media-secret';
import { createSession } from '../factories/create-session';
import { BASE_DB_FILE, SEED_NOW } from './seed-time';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-databases';

export { SEED_NOW } from './seed-time';

const TEST_MEDIA_SECRET = 'test-only-media-signing-secret-0123456789';

export interface TestApp {
  app: Hono;
  db: Kysely<Database>;
  clock: ReturnType<typeof fakeClock>;
  config: Config;
  deps: AppDeps;
  /** Resolves once work the app left running after an answer (queued SMS texts) is done. */
  settled(): Promise<void>;
  /** Closes and deletes the private database and the temp DATA_DIR. */
  close(): Promise<void>;
}

/** A private database for one test app: a copy of the seeded base, and how to get rid of it. */
async function privateDatabase(dataDir: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = inject('baseDb');
  if (base.kind === 'sqlite') {
    fs.copyFileSync(base.file, path.join(dataDir, BASE_DB_FILE));
    return { drop: () => Promise.resolve() };
  }
  const name = uniqueDatabaseName('btv_test');
  await createDatabase(base.adminUrl, name, base.template);
  return {
    url: databaseUrl(base.adminUrl, name),
    drop: () => dropDatabase(base.adminUrl, name),
  };
}

export interface TestAppOptions {
  /** Where the temp DATA_DIR is made (the system's temp folder unless, say, a small disk). */
  dataDirIn?: string;
}

/**
 * A full app over a private copy of the seeded base database (global-setup.ts), so no two test
 * apps share state: a copied SQLite file, or a PostgreSQL database cloned from the template when
 * TEST_DATABASE_URL is set. The clock is fake and starts at the seed's "now".
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(options.dataDirIn ?? os.tmpdir(), 'btv-test-'));
  // serveStatic warns about a missing uploads folder on every app otherwise.
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  const database = await privateDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    // Production refuses to start without a key; tests that pose as production get this one.
    ...(env.NODE_ENV === 'production' ? { MEDIA_SIGNING_SECRET: TEST_MEDIA_SECRET } : {}),
    // Every in-process request is one client on a clock that stands still: documents past the
    // budget would each wait a real second (tests/server/document-pace.test.ts tests it).
    DOCUMENTS_PER_CLIENT_PER_MINUTE: '1000000',
    ...env,
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const db = createDb(config, BASE_DB_FILE);
  const clock = fakeClock(SEED_NOW);
  await linkMediaFolders(db, config);
  config.mediaSigningSecret = await mediaSigningSecret(db, config, clock.now());
  const deps: AppDeps = { db, config, clock };
  const lifecycle = createLifecycle();
  const app = createApp(deps, lifecycle);
  return {
    app,
    db,
    clock,
    config,
    deps,
    settled: () => lifecycle.settled(),
    async close() {
      // Texts still queued would otherwise be written to a closed database.
      await lifecycle.settled();
      // Play and search events still buffered would otherwise be written to a closed database.
      await flushUsage(db);
      // A finished upload queues an ingest job; on PostgreSQL that opened pg-boss's own pool.
      await closeQueueOf(db);
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty, unmigrated database of the kind this run tests (SQLite file or PostgreSQL database),
 * for tests of migrating and seeding themselves.
 */
export async function createEmptyDb(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const base = inject('baseDb');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-empty-'));
  let url: string | undefined;
  let drop = () => Promise.resolve();
  if (base.kind === 'postgres') {
    const name = uniqueDatabaseName('btv_empty');
    await createDatabase(base.adminUrl, name);
    url = databaseUrl(base.adminUrl, name);
    drop = () => dropDatabase(base.adminUrl, name);
  }
  const db = createDb({ dataDir, databaseUrl: url });
  return {
    db,
    async close() {
      await db.destroy();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeded demo account phones (server/seed/users.ts). Only the contract fuzzer, whose world is
 * the whole demo database, uses them; other tests make their users with tests/factories.
 */
export const DEMO_PHONE = { main: '99119911', second: '88118811' } as const;

export async function userIdByPhone(db: Kysely<Database>, phone: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Logs a user in the way the server does (hashed random token); returns the token. */
export const loginAs = createSession;

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One in-process request; answers the HTTP status and the parsed JSON body. */
export async function call(
  app: Hono,
  method: string,
  urlPath: string,
  options: CallOptions = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const query = options.query
    ? `?${new URLSearchParams(
        Object.entries(options.query).map(([k, v]) => [k, String(v)]),
      ).toString()}`
    : '';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await app.request(urlPath + query, { method, headers, body });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the raw text.
  }
  return { status: res.status, json, headers: res.headers };
}
