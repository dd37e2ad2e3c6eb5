import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakeClock } from '../../server/clock';
import { createDb } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { BASE_DB_FILE, SEED_NOW } from './seed-time';
import type { TestDatabase } from './test-databases';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded base database; tests copy it, never open it. */
    baseDb: TestDatabase;
  }
}

async function migrateAndSeed(config: { dataDir: string; databaseUrl: string | undefined }) {
  const db = createDb(config, BASE_DB_FILE);
  await migrateToLatest(db);
  await seedIfEmpty(db, { scale: 1, clock: fakeClock(SEED_NOW), demo: true });
  // Closing checkpoints SQLite's WAL into the main file, so a copy is the whole database; on
  // PostgreSQL a template must have no open connections.
  await db.destroy();
}

/**
 * Migrating and seeding takes a few seconds, so it happens once per run; every test app then
 * starts from a copy of the result (tests/server/test-app.ts). TEST_DATABASE_URL (an admin
 * connection to a PostgreSQL server) selects PostgreSQL, otherwise SQLite files.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = uniqueDatabaseName('btv_template');
    await createDatabase(adminUrl, template);
    try {
      await migrateAndSeed({ dataDir: os.tmpdir(), databaseUrl: databaseUrl(adminUrl, template) });
    } catch (error) {
      await dropDatabase(adminUrl, template);
      throw error;
    }
    project.provide('baseDb', { kind: 'postgres', adminUrl, template });
    return () => dropDatabase(adminUrl, template);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-base-'));
  await migrateAndSeed({ dataDir: dir, databaseUrl: undefined });
  project.provide('baseDb', { kind: 'sqlite', file: path.join(dir, BASE_DB_FILE) });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
