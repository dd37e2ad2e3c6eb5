import type { Insertable } from 'kysely';
import type {
  InvoiceKind,
  InvoicesTable,
  PaymentsTable,
  ReceiptType,
  ReceiptsTable,
  RentalsTable,
} from '../schema';
import { HOUR, iso } from './time';

export interface PaidInvoiceFields {
  bill: string;
  providerInvoiceId: string;
  userId: number;
  kind: InvoiceKind;
  movieId?: number | null;
  optionId?: number | null;
  amount: number;
  orderKey: string;
  paidAt: number;
}

/** An invoice paid at `paidAt`: opened a minute before, its QR already gone. */
export function paidInvoiceRow(f: PaidInvoiceFields): Insertable<InvoicesTable> {
  return {
    bill: f.bill,
    provider_invoice_id: f.providerInvoiceId,
    user_id: f.userId,
    kind: f.kind,
    movie_id: f.movieId ?? null,
    option_id: f.optionId ?? null,
    amount: f.amount,
    status: 'paid',
    qr_text: null,
    qr_image: null,
    urls: null,
    order_key: f.orderKey,
    created_at: iso(f.paidAt - 60_000),
    expires_at: iso(f.paidAt + 30_000),
    paid_at: iso(f.paidAt),
  };
}

export function paymentRow(f: {
  invoiceId: number;
  providerPaymentId: string;
  amount: number;
  paidAt: number;
}): Insertable<PaymentsTable> {
  return {
    invoice_id: f.invoiceId,
    provider_payment_id: f.providerPaymentId,
    amount: f.amount,
    paid_at: iso(f.paidAt),
    created_at: iso(f.paidAt),
  };
}

export interface ReceiptFields {
  invoiceId: number;
  userId: number;
  amount: number;
  type?: ReceiptType;
  registerNo?: string | null;
  ddtd: string;
  lottery: string;
  createdAt: number;
}

/** The e-barimt receipt of a paid invoice. */
export function receiptRow(f: ReceiptFields): Insertable<ReceiptsTable> {
  return {
    invoice_id: f.invoiceId,
    user_id: f.userId,
    type: f.type ?? 'individual',
    register_no: f.registerNo ?? null,
    amount: f.amount,
    ddtd: f.ddtd,
    lottery: f.lottery,
    created_at: iso(f.createdAt),
  };
}

export interface RentalFields {
  userId: number;
  movieId: number;
  invoiceId: number | null;
  startsAt: number;
  /** RENTAL_HOURS: 5 or 72. */
  hours: number;
}

export function rentalRow(f: RentalFields): Insertable<RentalsTable> {
  return {
    user_id: f.userId,
    movie_id: f.movieId,
    invoice_id: f.invoiceId,
    starts_at: iso(f.startsAt),
    ends_at: iso(f.startsAt + f.hours * HOUR),
    created_at: iso(f.startsAt),
  };
}
