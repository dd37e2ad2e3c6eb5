import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakeClock } from '../../server/clock';
import { createDb } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { BASE_DB_FILE, SEED_NOW } from './seed-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded SQLite file; tests copy it, never open it. */
    baseDb: string;
  }
}

/**
 * Migrating and seeding takes a few seconds, so it happens once per run; every test app then
 * starts from a byte copy of the result (tests/server/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-base-'));
  const db = createDb({ dataDir: dir, databaseUrl: undefined }, BASE_DB_FILE);
  await migrateToLatest(db);
  await seedIfEmpty(db, { scale: 1, clock: fakeClock(SEED_NOW) });
  // Closing checkpoints the WAL into the main file, so the copy is the whole database.
  await db.destroy();
  project.provide('baseDb', path.join(dir, BASE_DB_FILE));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
