import type { Kysely } from 'kysely';
import { systemClock } from '../clock';
import { ConfigError } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { signableDemoPhones } from '../db/seed/demo';
import { linkMediaFolders } from '../domain/media-folders';

/**
 * What one process does before any serves: migrations, the seed on an empty database and the
 * per-title media folders. With several workers the primary does it once, so workers never race
 * each other through a migration. Production seeds the catalogue without the demo accounts, and
 * will not serve a database where one still signs in with its published PIN (docs/decisions/039).
 */
export async function prepareDatabase(db: Kysely<Database>, config: Config): Promise<void> {
  await migrateToLatest(db);
  const demo = !config.production;
  const seeded = await seedIfEmpty(db, { scale: config.seedScale, clock: systemClock, demo });
  if (seeded) {
    const what = demo ? 'demo catalogue and demo accounts' : 'demo catalogue, no accounts';
    console.log(`seeded ${what} (SEED_SCALE=${config.seedScale})`);
  }
  if (config.production) {
    const phones = await signableDemoPhones(db);
    if (phones.length > 0) {
      throw new ConfigError(
        `the database has demo accounts whose PINs README publishes (${phones.join(', ')}); ` +
          `production must not: give each a PIN of its own (npm run users -- pin PHONE) or start from an empty database`,
      );
    }
  }
  await linkMediaFolders(db, config);
}
