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
} as const satisfies Record<string, StudioRoute>;
