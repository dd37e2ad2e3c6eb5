import type { AppDeps } from '../deps';
import { moneyDb } from '../db/money-schema';
import { runReconcile } from '../domain/money-reconcile';
import { ubDayStart } from '../domain/money-ledger';
import { createPaymentProvider } from '../providers/payment/create-payment-provider';
import { paymentSettings } from '../providers/payment/payment-settings';
import type { JobHandlers, JobQueue } from './job-queue';

/*
 * The daily reconciliation with QPay on the job queue (docs/decisions/068-business-money.md).
 * The queue has no calendar: the process that runs jobs offers one job per Ulaanbaatar day each
 * hour (uniqueKey keeps a single one waiting), and the handler does nothing when that day's
 * scheduled run already exists, so a retry or a second offer never runs it twice.
 */

export const RECONCILE_JOB = 'money-reconcile';
const HOUR_MS = 3_600_000;

const ubDay = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);

export function moneyJobHandlers(deps: AppDeps): JobHandlers {
  return {
    async [RECONCILE_JOB](payload) {
      const day =
        typeof payload === 'object' && payload !== null && 'day' in payload
          ? String((payload as { day: unknown }).day)
          : ubDay(deps.clock.now());
      const done = await moneyDb(deps.db)
        .selectFrom('reconcile_runs')
        .select('id')
        .where('requested_by', 'is', null)
        .where('started_at', '>=', ubDayStart(day))
        .executeTakeFirst();
      if (done) return;
      const { provider } = createPaymentProvider(deps, paymentSettings(deps.config));
      await runReconcile(deps.db, provider, deps.clock.now(), null);
    },
  };
}

/** Offers today's run now and every hour; answers the stop. */
export function scheduleDailyReconcile(queue: JobQueue, now: () => number): () => void {
  const offer = () => {
    const day = ubDay(now());
    queue
      .add(RECONCILE_JOB, { day }, { uniqueKey: `${RECONCILE_JOB}:${day}`, maxAttempts: 3 })
      .catch((error: unknown) => console.warn(`reconcile not queued: ${String(error)}`));
  };
  offer();
  const timer = setInterval(offer, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
