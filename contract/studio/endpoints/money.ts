import { z } from 'zod';
import { LEDGER_KINDS, MISMATCH_KINDS } from '../money-values';
import { isoDay, positiveId, reasonText, studioPage } from './fields';

/* The money room (docs/decisions/068-business-money.md). */

const ledgerFilter = z.object({
  kind: z.enum(LEDGER_KINDS, 'Төрлөө жагсаалтаас сонгоно уу!').optional(),
  /** Ulaanbaatar days, both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The viewer's phone, or its first digits. */
  phone: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, 'Утасны дугаарын цифрүүдийг оруулна уу!')
    .optional(),
});

export const ledgerRowSchema = z.object({
  /** `${kind}:${id}`: unique across the kinds. */
  key: z.string(),
  kind: z.enum(LEDGER_KINDS),
  at: z.string(),
  user_id: z.number().int(),
  phone: z.string().nullable(),
  /** Tugrik; a refund is negative, a grant carries none. */
  amount: z.number().int().nullable(),
  /** The bill, QPay's payment id, … */
  reference: z.string().nullable(),
  detail: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const runSchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  checked: z.number().int(),
  found: z.number().int(),
  failed: z.number().int(),
});

export const mismatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MISMATCH_KINDS),
  found_at: z.string(),
  invoice_id: z.number().int(),
  bill: z.string(),
  amount: z.number().int(),
  provider_amount: z.number().int(),
  provider_payment_id: z.string().nullable(),
  user_id: z.number().int(),
  phone: z.string().nullable(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

const reconcileSchema = z.object({
  run: runSchema.nullable(),
  mismatches: z.array(mismatchSchema),
});

export const moneySchemas = {
  studioLedger: {
    query: ledgerFilter.extend({ page: studioPage }),
    response: z.object({
      status: z.literal(true),
      data: z.object({
        rows: z.array(ledgerRowSchema),
        page: z.number().int(),
        has_more: z.boolean(),
      }),
    }),
  },
  studioLedgerCsv: {
    query: ledgerFilter,
    /** text/csv, not JSON. */
    response: z.string(),
  },
  studioReconcile: {
    response: z.object({ status: z.literal(true), data: reconcileSchema }),
  },
  studioReconcileRun: {
    body: z.object({}).optional(),
    response: z.object({ status: z.literal(true), msg: z.string(), data: reconcileSchema }),
  },
  studioMismatchResolve: {
    params: z.object({ id: positiveId }),
    body: z.object({ reason: reasonText }),
    response: z.object({ status: z.literal(true), msg: z.string() }),
  },
} as const;
