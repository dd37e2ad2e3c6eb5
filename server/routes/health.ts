import { Hono } from 'hono';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { paths } from '../../contract/paths';
import { migrations } from '../db/migrations';
import type { AppDeps } from '../deps';
import { smsBudgetUsage } from '../domain/sms-budgets';
import type { Lifecycle } from '../process/lifecycle';

type Readiness = 'ok' | 'draining' | 'database' | 'migrations';

function answer(c: Context, status: 'ok' | Readiness, httpStatus: 200 | 503) {
  // A cached "ok" would hide a drain or an outage from whoever asks next.
  c.header('Cache-Control', 'no-store');
  return c.json({ status }, httpStatus);
}

/**
 * Every migration this build knows has run; a query error means the database is unreachable.
 * One read of Kysely's own bookkeeping table: a Migrator would introspect every table on each
 * probe, and probes come every few seconds forever.
 */
async function databaseReadiness(deps: AppDeps): Promise<Readiness> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(
      deps.db,
    );
    const ran = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => ran.has(name)) ? 'ok' : 'migrations';
  } catch {
    return 'database';
  }
}

/**
 * `/healthz` (the process is alive) and `/readyz` (send it traffic). Neither touches anything
 * that can throw past its own catch, so a probe never gets a 500. `/healthz/sms` is for alerts,
 * not probes: how much of this hour's SMS budgets is spent.
 */
export function healthRoutes(deps: AppDeps, lifecycle: Lifecycle): Hono {
  const app = new Hono();
  app.get(paths.healthz.path, (c) => answer(c, 'ok', 200));
  app.get(paths.smsBudgets.path, async (c) => {
    c.header('Cache-Control', 'no-store');
    const [register, reset] = await Promise.all([
      smsBudgetUsage(deps, 'register'),
      smsBudgetUsage(deps, 'reset'),
    ]);
    return c.json({ register, reset });
  });
  app.get(paths.readyz.path, async (c) => {
    if (lifecycle.draining) return answer(c, 'draining', 503);
    const readiness = await databaseReadiness(deps);
    return answer(c, readiness, readiness === 'ok' ? 200 : 503);
  });
  return app;
}
