import { loadConfig } from '../../server/config';
import { runWorkerProcess } from '../../server/jobs/worker-process';
import { testHandlers } from './job-test-handlers';

// `npm run worker` with the tests' harmless handler instead of the product's (job-workers.test.ts).
await runWorkerProcess(loadConfig(), testHandlers);
