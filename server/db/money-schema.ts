import type { Kysely } from 'kysely';
import type { Database, Id, Timestamp } from './schema';

/*
 * The tables migration 0028-business-money adds, typed beside schema.ts (as payment-schema.ts
 * does) so the money code reaches them through `moneyDb(db)` without touching the shared schema.
 */

export type RefundState = 'pending' | 'done';

export interface PaymentRefundsTable {
  id: Id;
  payment_id: number;
  invoice_id: number;
  user_id: number;
  amount: number;
  reason: string;
  requested_by: number;
  state: RefundState;
  claimed_until: Timestamp;
  withdrawn_json: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
}

export interface ReconcileRunsTable {
  id: Id;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  checked: number;
  found: number;
  failed: number;
  requested_by: number | null;
}

export type MismatchKind = 'paid-not-granted' | 'granted-not-paid';

export interface ReconcileMismatchesTable {
  id: Id;
  run_id: number;
  invoice_id: number;
  kind: MismatchKind;
  provider_payment_id: string | null;
  provider_amount: number;
  found_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  resolution: string | null;
}

// A type alias, not an interface: withTables needs the implicit index signature.
export type MoneyTables = {
  payment_refunds: PaymentRefundsTable;
  reconcile_runs: ReconcileRunsTable;
  reconcile_mismatches: ReconcileMismatchesTable;
};

export type MoneyDatabase = Database & MoneyTables;

export function moneyDb(db: Kysely<Database>): Kysely<MoneyDatabase> {
  return db.withTables<MoneyTables>();
}
