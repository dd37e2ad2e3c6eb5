import { studioSchemas } from '../../../contract/studio/endpoints';
import { MAX_RANGE_DAYS, numbersMessages } from '../../../contract/studio/numbers-values';
import { mayAct } from '../../../contract/studio/roles';
import type { AppDeps } from '../../deps';
import { readNumbers } from '../../domain/numbers-read';
import { rollUpDay } from '../../domain/numbers-rollup';
import { ubDayOf, ubDaysBetween } from '../../domain/ub-day';
import { flushUsage } from '../../domain/usage-events';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { studioRouter } from './studio-router';

const DAY_MS = 86_400_000;
/** The range the room opens with: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The numbers room (decision 069): finance reads the money, admins everything. */
export function studioNumbersRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioNumbers', async (c) => {
    const parsed = studioSchemas.studioNumbers.query.safeParse(c.req.query());
    // Every check of the range carries its own Mongolian message; the room shows it as it is.
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues[0]?.message ?? numbersMessages.badDay);
    }
    const q = parsed.data;
    const now = clock.now();
    const today = ubDayOf(now);
    const to = q.to ?? (q.from && q.from > today ? q.from : today);
    const from = q.from ?? shift(to, 1 - DEFAULT_DAYS);
    if (from > to) throw new HttpError(400, numbersMessages.badRange);
    if (ubDaysBetween(from, to).length > MAX_RANGE_DAYS) {
      throw new HttpError(400, numbersMessages.tooLong);
    }
    // Today is still being made: its rollup is redone from today's rows alone (bounded by one
    // day), after this process's buffered events are written. Past days are the job's.
    if (from <= today && today <= to) {
      await flushUsage(db);
      await rollUpDay(db, today, now);
    }
    const withUsage = mayAct(c.get('staff').roles, 'admin');
    return ok(c, await readNumbers(db, { from, to, today }, withUsage));
  });

  return app;
}
