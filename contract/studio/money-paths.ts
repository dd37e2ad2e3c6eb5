import type { StudioRoute } from './route';

/*
 * The money room (docs/decisions/068-business-money.md): finance (and admins) read every
 * invoice, payment, refund and grant, export them as CSV, and compare our records with QPay's.
 */
export const moneyPaths = {
  /** The ledger, filtered on the server, one page at a time. */
  studioLedger: { method: 'GET', path: '/api/studio/money/ledger', role: 'finance', writes: false },
  /** The same filtered rows as a CSV file (UTF-8 with a BOM, so Excel reads Mongolian). */
  studioLedgerCsv: {
    method: 'GET',
    path: '/api/studio/money/ledger.csv',
    role: 'finance',
    writes: false,
  },
  /** The last reconciliation with QPay and its open findings. */
  studioReconcile: {
    method: 'GET',
    path: '/api/studio/money/reconcile',
    role: 'finance',
    writes: false,
  },
  /** Runs the reconciliation now (it also runs once a day on the job queue). */
  studioReconcileRun: {
    method: 'POST',
    path: '/api/studio/money/reconcile/run',
    role: 'finance',
    writes: true,
  },
  /** Settles a finding: grants a payment QPay has, or notes one granted without payment. */
  studioMismatchResolve: {
    method: 'POST',
    path: '/api/studio/money/mismatches/:id/resolve',
    role: 'finance',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
