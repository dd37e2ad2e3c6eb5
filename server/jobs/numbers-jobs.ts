import { z } from 'zod';
import type { AppDeps } from '../deps';
import { rollUpDay } from '../domain/numbers-rollup';
import type { JobHandlers } from './job-queue';

/** The queue's name for one day's rollup (docs/decisions/069-numbers.md). */
export const NUMBERS_ROLLUP_JOB = 'numbers-rollup';

const payload = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Recomputes one day's numbers; idempotent (rollUpDay upserts the whole day). */
export function numbersJobHandlers(deps: Pick<AppDeps, 'db' | 'clock'>): JobHandlers {
  return {
    [NUMBERS_ROLLUP_JOB]: async (data) => {
      const { day } = payload.parse(data);
      await rollUpDay(deps.db, day, deps.clock.now());
    },
  };
}
