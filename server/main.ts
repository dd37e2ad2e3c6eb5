import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { startUploadSweep } from './upload-sweep';

const config = loadConfig();
const db = createDb(config);
await migrateToLatest(db);
const seeded = await seedIfEmpty(db, { scale: config.seedScale, clock: systemClock });
if (seeded) console.log(`seeded demo catalogue (SEED_SCALE=${config.seedScale})`);

const app = createApp({ db, config, clock: systemClock });
const stopUploadSweep = startUploadSweep({ db, config, clock: systemClock });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`btv listening on http://${config.host}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopUploadSweep();
    server.close();
    void db.destroy().finally(() => process.exit(0));
  });
}
