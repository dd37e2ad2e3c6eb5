import cluster from 'node:cluster';
import { runPrimary } from './process/cluster-primary';
import { ConfigError, loadConfig } from './config';
import { LIVE_INGEST_PROCESS, runLiveIngestProcess } from './live/ingest/ingest-process';
import type { Config } from './config';
import { assertWritableDir } from './process/data-dir';
import { serveProcess } from './process/serve-process';

/** Settings (or a database) the server cannot run with end the process with one line, not a stack trace. */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`btv cannot start: ${error.message}`);
  process.exit(1);
}

function loadUsableConfig(): Config {
  try {
    const config = loadConfig();
    assertWritableDir(config.dataDir, 'DATA_DIR');
    return config;
  } catch (error) {
    return refuse(error);
  }
}

const config = loadUsableConfig();
try {
  // The live ingest node's child process (LIVE_INGEST=1) runs from this same entry.
  if (process.env.BTV_PROCESS === LIVE_INGEST_PROCESS) await runLiveIngestProcess(config);
  else if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
  else await serveProcess(config);
} catch (error) {
  refuse(error);
}
