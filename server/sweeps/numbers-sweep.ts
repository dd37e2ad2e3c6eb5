import type { AppDeps } from '../deps';
import { ubDayOf } from '../domain/ub-day';
import { queueOf } from '../jobs/queue-of';
import { NUMBERS_ROLLUP_JOB } from '../jobs/numbers-jobs';

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;
/** At start the last week is redone, in case the server was down over a midnight. */
const DAYS_AT_START = 7;

/**
 * Queues the rollup of today and yesterday every ten minutes (yesterday's late events, written
 * just before midnight, land after its last run of the day). Any process may queue: the unique
 * key keeps one waiting job per day.
 */
export function startNumbersSweep(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): () => void {
  const queue = (days: number) => {
    const now = deps.clock.now();
    for (let back = 0; back < days; back++) {
      const day = ubDayOf(now - back * DAY_MS);
      void queueOf(deps)
        .add(NUMBERS_ROLLUP_JOB, { day }, { uniqueKey: `${NUMBERS_ROLLUP_JOB}:${day}` })
        .catch((error: unknown) => console.error('numbers sweep failed', error));
    }
  };
  queue(DAYS_AT_START);
  const timer = setInterval(() => queue(2), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
