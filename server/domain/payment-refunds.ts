import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { moneyDb } from '../db/money-schema';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/payment-provider';
import { PaymentProviderError } from '../providers/payment/payment-provider';
import { remainingDays } from './account-user';
import { recordAudit } from './audit-log';
import { movieFolders, revokeMediaUrls } from './media-revocations';
import { lockUser } from './user-lock';

/*
 * A QPay refund from the accounts room (docs/decisions/068-business-money.md). Three steps:
 * 1. the intent: a payment_refunds row (unique per payment) with a claim that runs out, written
 *    and committed BEFORE QPay is asked. A second press or a parallel request meets the row and
 *    asks QPay nothing; a retry after a crash takes the claim over once it ran out.
 * 2. QPay: payment/check first, so a payment QPay already refunded (by us before a crash, or at
 *    QPay's portal) is not refunded again; a PAID one is refunded by DELETE payment/refund.
 * 3. the finish, one transaction: the row becomes 'done' (a conditional update, so it happens
 *    once), the access the payment bought is withdrawn, and the audit record is written.
 */

/** How long one request may talk to QPay before a retry may take its refund over. */
export const REFUND_CLAIM_MS = 2 * 60_000;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface RefundRequest {
  staffId: number;
  userId: number;
  invoiceId: number;
  reason: string;
}

export interface RefundContext {
  db: Kysely<Database>;
  provider: PaymentProvider;
  now: () => number;
  /** MEDIA_URL_TTL_SECONDS in ms, for revoking a refunded rental's URLs. */
  mediaUrlTtlMs: number;
}

export type RefundOutcome =
  | { kind: 'refunded'; amount: number }
  | { kind: 'missing' }
  /** The invoice has no payment here, or QPay holds none that can be refunded. */
  | { kind: 'nothing' }
  | { kind: 'already' }
  /** Another request is refunding this payment right now. */
  | { kind: 'busy' }
  | { kind: 'provider'; error: PaymentProviderError };

async function paidInvoice(db: Kysely<Database>, request: RefundRequest) {
  return db
    .selectFrom('invoices')
    .leftJoin('payments', 'payments.invoice_id', 'invoices.id')
    .select([
      'invoices.id as invoice_id',
      'invoices.kind',
      'invoices.movie_id',
      'invoices.option_id',
      'invoices.provider_invoice_id',
      'payments.id as payment_id',
      'payments.provider_payment_id',
      'payments.amount',
    ])
    .where('invoices.id', '=', request.invoiceId)
    .where('invoices.user_id', '=', request.userId)
    .executeTakeFirst();
}

type Claim = { kind: 'claimed'; refundId: number; claimedUntil: string } | RefundOutcome;

/** Step 1: the intent row, committed before QPay hears of it. */
async function claim(
  db: Kysely<Database>,
  request: RefundRequest,
  payment: { id: number; amount: number },
  now: number,
): Promise<Claim> {
  const money = moneyDb(db);
  const claimedUntil = iso(now + REFUND_CLAIM_MS);
  const inserted = await money
    .insertInto('payment_refunds')
    .values({
      payment_id: payment.id,
      invoice_id: request.invoiceId,
      user_id: request.userId,
      amount: payment.amount,
      reason: request.reason,
      requested_by: request.staffId,
      state: 'pending',
      claimed_until: claimedUntil,
      created_at: iso(now),
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed', refundId: inserted.id, claimedUntil };

  const earlier = await money
    .selectFrom('payment_refunds')
    .select(['id', 'state', 'claimed_until'])
    .where('payment_id', '=', payment.id)
    .executeTakeFirst();
  if (!earlier) return { kind: 'busy' };
  if (earlier.state === 'done') return { kind: 'already' };
  if (earlier.claimed_until > iso(now)) return { kind: 'busy' };
  // The request that held it stopped (a crash, a lost connection): this one finishes its work.
  const taken = await money
    .updateTable('payment_refunds')
    .set({ claimed_until: claimedUntil })
    .where('id', '=', earlier.id)
    .where('state', '=', 'pending')
    .where('claimed_until', '=', earlier.claimed_until)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1
    ? { kind: 'claimed', refundId: earlier.id, claimedUntil }
    : { kind: 'busy' };
}

/** A refund QPay did not make: the intent goes, so the next press starts afresh. */
async function release(db: Kysely<Database>, refundId: number, claimedUntil: string) {
  await moneyDb(db)
    .deleteFrom('payment_refunds')
    .where('id', '=', refundId)
    .where('state', '=', 'pending')
    .where('claimed_until', '=', claimedUntil)
    .execute();
}

/** Step 2: QPay refunds the payment unless it already has; 'nothing' when it holds no such payment. */
async function refundAtQPay(
  provider: PaymentProvider,
  providerInvoiceId: string | null,
  providerPaymentId: string,
  note: string,
): Promise<'refunded' | 'nothing'> {
  if (!providerInvoiceId) return 'nothing';
  const check = await provider.checkPayment(providerInvoiceId);
  const payment = check.payments.find((p) => p.id === providerPaymentId);
  if (payment?.status === 'REFUNDED') return 'refunded';
  if (payment?.status !== 'PAID') return 'nothing';
  await provider.refundPayment(providerPaymentId, note);
  return 'refunded';
}

type Withdrawn =
  | { rental: number; ends_at_before: string; ends_at_after: string }
  | { days_before: number; days_after: number; paid_until_before: string | null }
  | { nothing: true };

/** Inside the finish: what the payment bought stops now. */
async function withdraw(
  trx: Kysely<Database>,
  ctx: RefundContext,
  invoice: NonNullable<Awaited<ReturnType<typeof paidInvoice>>>,
  request: RefundRequest,
  now: number,
): Promise<Withdrawn> {
  if (invoice.kind === 'rental') {
    const rental = await trx
      .selectFrom('rentals')
      .select(['id', 'movie_id', 'ends_at'])
      .where('invoice_id', '=', invoice.invoice_id)
      .executeTakeFirst();
    if (!rental || rental.ends_at <= iso(now)) return { nothing: true };
    await trx
      .updateTable('rentals')
      .set({
        ends_at: iso(now),
        cancelled_at: iso(now),
        cancelled_by: request.staffId,
        cancel_reason: request.reason,
      })
      .where('id', '=', rental.id)
      .execute();
    // The same revocation a cancelled rental makes (decision 064): its signed URLs stop.
    await revokeMediaUrls(trx, {
      userId: request.userId,
      folders: await movieFolders(trx, rental.movie_id),
      now,
      ttlMs: ctx.mediaUrlTtlMs,
    });
    return { rental: rental.id, ends_at_before: rental.ends_at, ends_at_after: iso(now) };
  }
  if (invoice.option_id === null) return { nothing: true };
  const option = await trx
    .selectFrom('payment_options')
    .select('days')
    .where('id', '=', invoice.option_id)
    .executeTakeFirst();
  await lockUser(trx, request.userId);
  const user = await trx
    .selectFrom('users')
    .select(['days', 'paid_until'])
    .where('id', '=', request.userId)
    .executeTakeFirst();
  if (!option || !user) return { nothing: true };
  const left = remainingDays(user, now);
  const current = user.paid_until ? Date.parse(user.paid_until) : now + left * DAY_MS;
  const from = Math.max(now, Number.isFinite(current) ? current : now);
  // Never before now: days already used up are not taken twice.
  const paidUntil = iso(Math.max(now, from - option.days * DAY_MS));
  const daysAfter = remainingDays({ days: 0, paid_until: paidUntil }, now);
  await trx
    .updateTable('users')
    .set({ paid_until: paidUntil, days: daysAfter, updated_at: iso(now) })
    .where('id', '=', request.userId)
    .execute();
  return { days_before: left, days_after: daysAfter, paid_until_before: user.paid_until };
}

/** Step 3: done once, with the access withdrawn and the audit record, or not at all. */
async function finish(
  ctx: RefundContext,
  refundId: number,
  invoice: NonNullable<Awaited<ReturnType<typeof paidInvoice>>>,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const money = moneyDb(trx);
    const intent = await money
      .selectFrom('payment_refunds')
      .select(['reason', 'requested_by', 'amount'])
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    const done = await money
      .updateTable('payment_refunds')
      .set({ state: 'done', done_at: iso(now) })
      .where('id', '=', refundId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return { kind: 'already' };
    // A retry finishes the first request's refund with that request's reason.
    const asked = { ...request, reason: intent.reason };
    const withdrawn = await withdraw(trx, ctx, invoice, asked, now);
    await money
      .updateTable('payment_refunds')
      .set({ withdrawn_json: JSON.stringify(withdrawn) })
      .where('id', '=', refundId)
      .execute();
    await recordAudit(trx, now, {
      userId: request.staffId,
      entity: 'account',
      entityId: request.userId,
      action: 'refund',
      before: { invoice: invoice.invoice_id, payment: invoice.provider_payment_id },
      after: {
        invoice: invoice.invoice_id,
        amount: intent.amount,
        reason: intent.reason,
        requested_by: intent.requested_by,
        withdrawn,
      },
    });
    return { kind: 'refunded', amount: intent.amount };
  });
}

export async function refundInvoice(
  ctx: RefundContext,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const invoice = await paidInvoice(ctx.db, request);
  if (!invoice) return { kind: 'missing' };
  if (invoice.payment_id === null || invoice.provider_payment_id === null) {
    return { kind: 'nothing' };
  }
  const claimed = await claim(
    ctx.db,
    request,
    { id: invoice.payment_id, amount: invoice.amount ?? 0 },
    ctx.now(),
  );
  if (claimed.kind !== 'claimed') return claimed;

  let atQPay: 'refunded' | 'nothing';
  try {
    atQPay = await refundAtQPay(
      ctx.provider,
      invoice.provider_invoice_id,
      invoice.provider_payment_id,
      request.reason,
    );
  } catch (error) {
    // QPay said no or could not be reached: nothing is known to have moved. Anything else is
    // left as a crash would leave it: the claim runs out and a retry checks QPay again.
    if (!(error instanceof PaymentProviderError)) throw error;
    await release(ctx.db, claimed.refundId, claimed.claimedUntil);
    return { kind: 'provider', error };
  }
  if (atQPay === 'nothing') {
    await release(ctx.db, claimed.refundId, claimed.claimedUntil);
    return { kind: 'nothing' };
  }
  return finish(ctx, claimed.refundId, invoice, request);
}
