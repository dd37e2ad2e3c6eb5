import type { Kysely } from 'kysely';
import { systemClock } from '../clock';
import { ConfigError } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { signableDemoPhones } from '../seed/demo';
import { linkMediaFolders } from '../domain/media-folders';
import { refreshRelatedMedia } from '../domain/related-media';

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
  await fillDerivedLists(db);
  await linkMediaFolders(db, config);
}

/**
 * Lists the server derives and keeps up to date as the catalogue changes, for a catalogue that
 * had titles before the list existed (a database migrated past 0007-related-media).
 */
async function fillDerivedLists(db: Kysely<Database>) {
  const [anyTitle, anyList] = await Promise.all([
    db.selectFrom('media').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('media_related').select('media_id').limit(1).executeTakeFirst(),
  ]);
  if (anyTitle && !anyList) await refreshRelatedMedia(db);
}
