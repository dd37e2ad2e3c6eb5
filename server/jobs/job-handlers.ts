import type { AppDeps } from '../deps';
import { ingestJobHandlers } from '../ingest/ingest-jobs';
import { liveJobHandlers } from '../live/recording';
import { markerJobHandlers } from '../markers/intro-job';
import type { JobHandlers } from './job-queue';
import { numbersJobHandlers } from './numbers-jobs';
import { moneyJobHandlers } from './money-reconcile-job';

/**
 * The product's jobs by name, the same in the server and in `npm run worker`. Each must follow
 * the rule in job-queue.ts (idempotent, stops when its signal aborts).
 */
export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    ...ingestJobHandlers(deps),
    ...markerJobHandlers(deps),
    ...numbersJobHandlers(deps),
    ...moneyJobHandlers(deps),
    ...liveJobHandlers(deps),
  };
}
