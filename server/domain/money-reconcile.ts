import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { moneyDb } from '../db/money-schema';
import type { MismatchKind } from '../db/money-schema';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/payment-provider';
import { recordAudit } from './audit-log';
import { settleInvoice } from './payments';
import type { GrantContext } from './payments';

/*
 * Reconciliation with QPay (docs/decisions/068-business-money.md): QPay's payment/check, the
 * only word on money that counts, is asked for every invoice of the last RECONCILE_WINDOW_MS
 * that is still open here (or expired: money paid in the QR's last second still counts) and for
 * every invoice granted here in that window and not refunded. A finding is kept until staff
 * settle it, and a later run does not list the same invoice and kind twice.
 */

export const RECONCILE_WINDOW_MS = 3 * 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();

export interface RunSummary {
  id: number;
  checked: number;
  found: number;
  failed: number;
}

async function candidates(db: Kysely<Database>, now: number) {
  const since = iso(now - RECONCILE_WINDOW_MS);
  return moneyDb(db)
    .selectFrom('invoices')
    .leftJoin('payments', 'payments.invoice_id', 'invoices.id')
    .leftJoin('payment_refunds', 'payment_refunds.payment_id', 'payments.id')
    .select([
      'invoices.id',
      'invoices.status',
      'invoices.amount',
      'invoices.provider_invoice_id',
      'payments.provider_payment_id',
    ])
    .where('invoices.provider_invoice_id', 'is not', null)
    .where('payment_refunds.id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('invoices.status', 'in', ['open', 'expired']),
          eb('invoices.created_at', '>=', since),
        ]),
        eb.and([eb('invoices.status', '=', 'paid'), eb('invoices.paid_at', '>=', since)]),
      ]),
    )
    .orderBy('invoices.id')
    .execute();
}

export async function runReconcile(
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: number,
  requestedBy: number | null,
): Promise<RunSummary> {
  const money = moneyDb(db);
  const run = await money
    .insertInto('reconcile_runs')
    .values({ started_at: iso(now), requested_by: requestedBy, checked: 0, found: 0, failed: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  let checked = 0;
  let found = 0;
  let failed = 0;
  for (const invoice of await candidates(db, now)) {
    let paid: { id: string; amount: number }[];
    try {
      const check = await provider.checkPayment(invoice.provider_invoice_id!);
      paid = check.payments.filter((p) => p.status === 'PAID' && p.amount > 0);
    } catch {
      // QPay could not answer for this one: counted, and asked again on the next run.
      failed += 1;
      continue;
    }
    checked += 1;
    const total = paid.reduce((sum, p) => sum + p.amount, 0);
    let kind: MismatchKind | null = null;
    if (invoice.status !== 'paid' && total >= invoice.amount) kind = 'paid-not-granted';
    if (invoice.status === 'paid' && total < invoice.amount) kind = 'granted-not-paid';
    if (!kind) continue;
    const open = await money
      .selectFrom('reconcile_mismatches')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .where('kind', '=', kind)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (open) continue;
    await money
      .insertInto('reconcile_mismatches')
      .values({
        run_id: run.id,
        invoice_id: invoice.id,
        kind,
        provider_payment_id: paid[0]?.id ?? invoice.provider_payment_id,
        provider_amount: total,
        found_at: iso(now),
      })
      .execute();
    found += 1;
  }
  await money
    .updateTable('reconcile_runs')
    .set({ finished_at: iso(now), checked, found, failed })
    .where('id', '=', run.id)
    .execute();
  return { id: run.id, checked, found, failed };
}

/** Open findings, newest first, with who and what (bounded: a run finds few). */
export async function openMismatches(db: Kysely<Database>) {
  return moneyDb(db)
    .selectFrom('reconcile_mismatches')
    .innerJoin('invoices', 'invoices.id', 'reconcile_mismatches.invoice_id')
    .leftJoin('users', 'users.id', 'invoices.user_id')
    .select([
      'reconcile_mismatches.id',
      'reconcile_mismatches.kind',
      'reconcile_mismatches.found_at',
      'reconcile_mismatches.provider_payment_id',
      'reconcile_mismatches.provider_amount',
      'invoices.id as invoice_id',
      'invoices.bill',
      'invoices.amount',
      'invoices.user_id',
      'users.phone',
    ])
    .where('reconcile_mismatches.resolved_at', 'is', null)
    .orderBy('reconcile_mismatches.found_at', 'desc')
    .orderBy('reconcile_mismatches.id', 'desc')
    .limit(200)
    .execute();
}

export async function lastRun(db: Kysely<Database>) {
  const row = await moneyDb(db)
    .selectFrom('reconcile_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

export type ResolveOutcome = 'granted' | 'noted' | 'missing' | 'not-paid';

/**
 * Settles a finding. Paid at QPay but not granted: the ordinary grant (settleInvoice asks QPay
 * again and grants once, whatever else grants at the same time). Granted without a payment:
 * noted with the reason; taking the access away is the account room's days or refund.
 */
export async function resolveMismatch(
  ctx: GrantContext & { provider: PaymentProvider },
  staffId: number,
  mismatchId: number,
  reason: string,
): Promise<ResolveOutcome> {
  const money = moneyDb(ctx.db);
  const finding = await money
    .selectFrom('reconcile_mismatches')
    .selectAll()
    .where('id', '=', mismatchId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (!finding) return 'missing';
  const invoice = await ctx.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', finding.invoice_id)
    .executeTakeFirstOrThrow();
  let outcome: ResolveOutcome = 'noted';
  if (finding.kind === 'paid-not-granted') {
    const settled = await settleInvoice(ctx, ctx.provider, invoice);
    if (settled.state !== 'paid') return 'not-paid';
    outcome = 'granted';
  }
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const done = await moneyDb(trx)
      .updateTable('reconcile_mismatches')
      .set({ resolved_at: iso(now), resolved_by: staffId, resolution: reason })
      .where('id', '=', mismatchId)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'missing';
    await recordAudit(trx, now, {
      userId: staffId,
      entity: 'account',
      entityId: invoice.user_id,
      action: outcome === 'granted' ? 'reconcile-grant' : 'reconcile-note',
      before: { invoice: invoice.id, kind: finding.kind, status: invoice.status },
      after: { invoice: invoice.id, outcome, reason },
    });
    return outcome;
  });
}
