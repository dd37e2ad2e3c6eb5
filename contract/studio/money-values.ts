/*
 * The money room's values the studio app uses at runtime (docs/decisions/068-business-money.md).
 * Zod-free, as accounts-values.ts, so they reach the studio bundle without the schemas.
 */

export const LEDGER_KINDS = ['invoice', 'payment', 'refund', 'grant'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_PAGE_SIZE = 50;
/** The most rows one CSV export writes; a wider range is narrowed by the filters. */
export const LEDGER_CSV_MAX = 50_000;

export const ledgerKindNames: Record<LedgerKind, string> = {
  invoice: 'Нэхэмжлэх',
  payment: 'Төлбөр',
  refund: 'Буцаалт',
  grant: 'Ажилтны хоног',
};
