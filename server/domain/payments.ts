import type { Kysely } from 'kysely';
import type { InvoiceState } from '../../contract/entities';
import type { Clock } from '../clock';
import type { Database, InvoiceRow } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/payment-provider';
import { remainingDays } from './account-user';
import { writeReceipt } from './payment-receipts';
import { notifyPayment } from './notification-events';
import { grantRental } from './rentals';

/*
 * The grant (docs/security-notes.md §5): money becomes a rental or access days only when the provider's
 * own payment/check says PAID for at least the invoice's amount. Callbacks and clients can only
 * make us ask. The grant is one transaction that starts by inserting the payment row; the unique
 * constraints on payments(invoice_id) and payments(provider_payment_id) make every repeat, from
 * parallel checks or repeated callbacks, insert nothing and so grant nothing. Portable to
 * PostgreSQL: a concurrent second insert waits for the first commit, then does nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Retries of the compare-and-set on users.paid_until under concurrent extensions. */
const EXTEND_ATTEMPTS = 5;

/** An invoice whose retired order key frees its (user, title/option) for a new order. */
export function closedOrderKey(bill: string): string {
  return `closed:${bill}`;
}

export interface SettleResult {
  state: InvoiceState;
  /** This call wrote the grant (false when an earlier one already had). */
  granted: boolean;
  /** The provider saw money, but less than the invoice's amount. */
  underpaid: boolean;
}

export interface GrantContext {
  db: Kysely<Database>;
  clock: Clock;
  rentalHours: number;
}

/**
 * Adds an option's days to the user inside the grant's transaction: from paid_until when it is
 * still ahead, else from now. A compare-and-set on the old value, so two extensions committed
 * at once (PostgreSQL) both count.
 */
async function extendAccess(trx: Kysely<Database>, userId: number, days: number, now: number) {
  for (let attempt = 0; attempt < EXTEND_ATTEMPTS; attempt++) {
    const user = await trx
      .selectFrom('users')
      .select(['days', 'paid_until'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    const left = remainingDays(user, now);
    const current = user.paid_until ? Date.parse(user.paid_until) : now + left * DAY_MS;
    const until = Math.max(now, Number.isFinite(current) ? current : now) + days * DAY_MS;
    const paidUntil = new Date(until).toISOString();
    const result = await trx
      .updateTable('users')
      .set({
        paid_until: paidUntil,
        days: remainingDays({ days: 0, paid_until: paidUntil }, now),
        updated_at: new Date(now).toISOString(),
      })
      .where('id', '=', userId)
      .where('paid_until', user.paid_until === null ? 'is' : '=', user.paid_until)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
  }
  throw new Error(`could not extend user ${userId}: paid_until kept changing`);
}

/**
 * Records one provider payment for an invoice and grants what it bought, exactly once. Answers
 * whether this call granted.
 */
export async function grantPayment(
  ctx: GrantContext,
  invoice: InvoiceRow,
  payment: { id: string; amount: number },
): Promise<boolean> {
  const now = ctx.clock.now();
  const nowIso = new Date(now).toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('payments')
      .values({
        invoice_id: invoice.id,
        provider_payment_id: payment.id,
        amount: Math.floor(payment.amount),
        paid_at: nowIso,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;

    await trx
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: nowIso, order_key: closedOrderKey(invoice.bill) })
      .where('id', '=', invoice.id)
      .execute();
    if (invoice.kind === 'rental' && invoice.movie_id !== null) {
      await grantRental(
        trx,
        { userId: invoice.user_id, movieId: invoice.movie_id, invoiceId: invoice.id },
        now,
        ctx.rentalHours,
      );
    } else if (invoice.kind === 'extend' && invoice.option_id !== null) {
      const option = await trx
        .selectFrom('payment_options')
        .select('days')
        .where('id', '=', invoice.option_id)
        .executeTakeFirst();
      if (option) await extendAccess(trx, invoice.user_id, option.days, now);
    }
    await writeReceipt(trx, invoice, now);
    await notifyPayment(trx, invoice, now, ctx.rentalHours);
    return true;
  });
}

/** An unpaid invoice past its QR lifetime: closed, so the order can start a new one. */
async function expire(db: Kysely<Database>, invoice: InvoiceRow) {
  await db
    .updateTable('invoices')
    .set({ status: 'expired', order_key: closedOrderKey(invoice.bill) })
    .where('id', '=', invoice.id)
    .where('status', '=', 'open')
    .execute();
}

/**
 * Asks the provider about an invoice and grants on a definite PAID of the full amount. Provider
 * failures propagate (PaymentProviderError): nothing is known, so nothing changes. An invoice
 * that expired locally is still checked: money paid at second 89 must still count.
 */
export async function settleInvoice(
  ctx: GrantContext,
  provider: PaymentProvider,
  invoice: InvoiceRow,
): Promise<SettleResult> {
  if (invoice.status === 'paid') return { state: 'paid', granted: false, underpaid: false };
  if (invoice.status === 'cancelled' || !invoice.provider_invoice_id) {
    return { state: 'cancelled', granted: false, underpaid: false };
  }
  const check = await provider.checkPayment(invoice.provider_invoice_id);
  const paid = check.payments.filter((p) => p.status === 'PAID' && p.amount > 0);
  const total = paid.reduce((sum, p) => sum + p.amount, 0);
  const first = [...paid].sort((a, b) => a.id.localeCompare(b.id))[0];
  if (first && total >= invoice.amount) {
    const granted = await grantPayment(ctx, invoice, { id: first.id, amount: total });
    return { state: 'paid', granted, underpaid: false };
  }
  const underpaid = total > 0;
  const expired =
    invoice.status === 'expired' ||
    (invoice.expires_at !== null && Date.parse(invoice.expires_at) <= ctx.clock.now());
  if (expired) {
    await expire(ctx.db, invoice);
    return { state: 'expired', granted: false, underpaid };
  }
  return { state: 'open', granted: false, underpaid };
}
