import { z } from 'zod';

/**
 * Probes for process managers and load balancers, not for the app. Plain JSON, not the
 * `{ status, msg, data }` envelope: what such tools parse is the HTTP status.
 */
export const operationsSchemas = {
  /** Always 200 while the process runs. */
  healthz: { response: z.object({ status: z.literal('ok') }) },
  /**
   * 200 `ok` when the database answers and every migration has run; 503 `draining` after a stop
   * signal, `database` when the database cannot be reached, `migrations` when some have not run.
   */
  readyz: {
    response: z.object({ status: z.enum(['ok', 'draining', 'database', 'migrations']) }),
  },
} as const;
