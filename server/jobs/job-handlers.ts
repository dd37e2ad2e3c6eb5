import type { JobHandlers } from './job-queue';

/**
 * The product's jobs by name, the same in the server and in `npm run worker`. Media ingest adds
 * its probe and transcode handlers here; each must follow the rule in job-queue.ts (idempotent,
 * stops when its signal aborts).
 */
export function jobHandlers(): JobHandlers {
  return {};
}
