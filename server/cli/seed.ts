/*
 * `npm run seed -- demo`: the demo accounts whose PINs README publishes, outside production only
 * (docs/decisions/039). On an empty database it seeds the catalogue with them, as a development
 * start does; on a catalogue seeded without them (a production-mode start) it adds them. A
 * production server refuses to start while they sign in.
 */
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { seedDemo } from '../seed/demo';
import { Refused, runCommand } from './run-command';

async function run(args: string[]): Promise<string> {
  if (args.length !== 1 || args[0] !== 'demo') throw new Refused('usage: npm run seed -- demo');
  const config = loadConfig();
  if (config.production) {
    throw new Refused('demo accounts are never seeded in production (NODE_ENV=production)');
  }
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const options = { scale: config.seedScale, clock: systemClock, demo: true };
    if (await seedIfEmpty(db, options)) {
      return `seeded the demo catalogue and demo accounts (SEED_SCALE=${config.seedScale})`;
    }
    const result = await seedDemo(db, systemClock);
    if (result === 'present') return 'the demo accounts are there already; nothing changed';
    if (result === 'no-catalogue')
      throw new Refused('the database has no catalogue; nothing changed');
    return 'added the demo accounts to the catalogue';
  } finally {
    await db.destroy();
  }
}

runCommand('seed', run);
