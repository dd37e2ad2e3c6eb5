import { randomBytes } from 'node:crypto';
import { paidInvoiceRow, paymentRow, receiptRow, rentalRow } from '../../server/db/rows';
import type { InvoiceKind } from '../../server/db/schema';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface PaidInvoiceOptions {
  userId: number;
  kind: InvoiceKind;
  amount: number;
  movieId?: number;
  optionId?: number;
  /** Default: the target's now. */
  paidAt?: number;
}

export interface CreatedInvoice {
  invoiceId: number;
  bill: string;
}

/** An invoice already paid, with its payment and e-barimt receipt, as after a QPay callback. */
export async function createPaidInvoice(
  t: FactoryTarget,
  options: PaidInvoiceOptions,
): Promise<CreatedInvoice> {
  const n = nextNumber();
  const bill = `test-${options.kind}-${randomBytes(6).toString('hex')}`;
  const paidAt = options.paidAt ?? t.clock.now();
  const { id: invoiceId } = await t.db
    .insertInto('invoices')
    .values(
      paidInvoiceRow({
        bill,
        providerInvoiceId: `test-qpay-invoice-${bill}`,
        userId: options.userId,
        kind: options.kind,
        movieId: options.movieId,
        optionId: options.optionId,
        amount: options.amount,
        orderKey: `test:${options.kind}:${options.userId}:${bill}`,
        paidAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('payments')
    .values(
      paymentRow({
        invoiceId,
        providerPaymentId: `test-qpay-payment-${bill}`,
        amount: options.amount,
        paidAt,
      }),
    )
    .execute();
  await t.db
    .insertInto('receipts')
    .values(
      receiptRow({
        invoiceId,
        userId: options.userId,
        amount: options.amount,
        ddtd: String(n).padStart(33, '0'),
        lottery: `ТТ ${String(10_000_000 + n)}`,
        createdAt: paidAt,
      }),
    )
    .execute();
  return { invoiceId, bill };
}

export interface RentalOptions {
  userId: number;
  movieId: number;
  /** Default: an hour before now, like the demo user's rental. */
  startsAt?: number;
  /** RENTAL_HOURS (default 72). */
  hours?: number;
}

/** A paid rental of a theatre title: its paid invoice (at the title's price) and the rental. */
export async function createRental(
  t: FactoryTarget,
  options: RentalOptions,
): Promise<CreatedInvoice & { rentalId: number; endsAt: string }> {
  const startsAt = options.startsAt ?? t.clock.now() - 3_600_000;
  const movie = await t.db
    .selectFrom('movies')
    .select('price')
    .where('media_id', '=', options.movieId)
    .executeTakeFirstOrThrow();
  const invoice = await createPaidInvoice(t, {
    userId: options.userId,
    kind: 'rental',
    movieId: options.movieId,
    amount: movie.price,
    paidAt: startsAt,
  });
  const row = rentalRow({
    userId: options.userId,
    movieId: options.movieId,
    invoiceId: invoice.invoiceId,
    startsAt,
    hours: options.hours ?? 72,
  });
  const { id: rentalId } = await t.db
    .insertInto('rentals')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...invoice, rentalId, endsAt: row.ends_at };
}
