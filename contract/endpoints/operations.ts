import { z } from 'zod';

const smsBudget = z.object({
  sent: z.number().int(),
  limit: z.number().int(),
  resets_at: z.string().nullable(),
});

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
  /**
   * Texts counted this hour against each service budget (SMS_REGISTER_PER_HOUR,
   * SMS_RESET_PER_HOUR) and when the hour ends (null: none sent in one). Alert well before
   * `sent` reaches `limit`: past it nobody can register or reset a PIN until `resets_at`.
   */
  smsBudgets: {
    response: z.object({
      register: smsBudget,
      reset: smsBudget,
    }),
  },
} as const;
