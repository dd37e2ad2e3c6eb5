import { ConfigError, loadConfig } from './config';
import { jobHandlers } from './jobs/job-handlers';
import { runWorkerProcess } from './jobs/worker-process';

try {
  await runWorkerProcess(loadConfig(), jobHandlers);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`btv worker cannot start: ${error.message}`);
  process.exit(1);
}
