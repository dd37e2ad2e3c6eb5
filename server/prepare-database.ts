import type { Kysely } from 'kysely';
import { systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/schema';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { linkMediaFolders } from './domain/media-folders';

/**
 * What one process does before any serves: migrations, the demo seed on an empty database and the
 * per-title media folders. With several workers the primary does it once, so workers never race
 * each other through a migration.
 */
export async function prepareDatabase(db: Kysely<Database>, config: Config): Promise<void> {
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, { scale: config.seedScale, clock: systemClock });
  if (seeded) console.log(`seeded demo catalogue (SEED_SCALE=${config.seedScale})`);
  await linkMediaFolders(db, config);
}
