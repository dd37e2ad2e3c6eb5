import type { AppDeps } from '../deps';
import { ingestJobHandlers } from '../ingest/ingest-jobs';
import type { JobHandlers } from './job-queue';
import { moneyJobHandlers } from './money-reconcile-job';

/**
 * The product's jobs by name, the same in the server and in `npm run worker`. Each must follow
 * the rule in job-queue.ts (idempotent, stops when its signal aborts).
 */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return { ...ingestJobHandlers(deps), ...moneyJobHandlers(deps) };
}
