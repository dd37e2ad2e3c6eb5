import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { assertWritableDir } from './data-dir';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { drain } from './graceful-shutdown';
import { createLifecycle } from './lifecycle';
import { linkMediaFolders } from './domain/media-folders';
import { mediaSigningSecret } from './domain/media-secret';
import { startUploadSweep } from './upload-sweep';

/** Settings the server cannot run with end the process with one line, not a stack trace. */
function loadUsableConfig(): Config {
  try {
    const config = loadConfig();
    assertWritableDir(config.dataDir, 'DATA_DIR');
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`btv cannot start: ${error.message}`);
    process.exit(1);
  }
}

const loaded = loadUsableConfig();
const db = createDb(loaded);
await migrateToLatest(db);
const seeded = await seedIfEmpty(db, { scale: loaded.seedScale, clock: systemClock });
if (seeded) console.log(`seeded demo catalogue (SEED_SCALE=${loaded.seedScale})`);
await linkMediaFolders(db, loaded);
const config = {
  ...loaded,
  mediaSigningSecret: await mediaSigningSecret(db, loaded, systemClock.now()),
};

const lifecycle = createLifecycle();
const app = createApp({ db, config, clock: systemClock }, lifecycle);
const stopUploadSweep = startUploadSweep({ db, config, clock: systemClock });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const sandboxes = (['sms', 'email', 'payment'] as const).filter(
    (name) => config[name].provider === 'sandbox',
  );
  if (sandboxes.length) {
    const where = config.production ? 'codes hidden' : 'dev helpers answer this machine only';
    console.log(`sandbox providers: ${sandboxes.join(', ')} (${where})`);
  }
  console.log(`btv listening on http://${config.host}:${info.port}/`);
}) as Server;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopUploadSweep();
    console.log(`${signal}: draining (up to ${config.shutdownTimeoutMs} ms)`);
    void drain(server, lifecycle, config.shutdownTimeoutMs)
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown: closing the database failed', error);
          process.exit(1);
        },
      );
  });
}
