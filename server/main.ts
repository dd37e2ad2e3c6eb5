import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { linkMediaFolders } from './domain/media-folders';
import { mediaSigningSecret } from './domain/media-secret';
import { startUploadSweep } from './upload-sweep';

const loaded = loadConfig();
const db = createDb(loaded);
await migrateToLatest(db);
const seeded = await seedIfEmpty(db, { scale: loaded.seedScale, clock: systemClock });
if (seeded) console.log(`seeded demo catalogue (SEED_SCALE=${loaded.seedScale})`);
await linkMediaFolders(db, loaded);
const config = {
  ...loaded,
  mediaSigningSecret: await mediaSigningSecret(db, loaded, systemClock.now()),
};

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
