import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { QrInvoice } from '../../contract/entities';
import { bankAppLinkSchema } from '../../contract/entities';
import type { Clock } from '../clock';
import type { Database, InvoiceKind, InvoiceRow } from '../db/schema';
import type { PaymentProvider } from '../providers/payment/payment-provider';
import { closedOrderKey } from './payments';

/** docs/product.md §9: a QR is valid 90 seconds; after that the same order gets a new invoice. */
export const QR_LIFETIME_MS = 90_000;

export type InvoiceOrderSpec =
  | { kind: 'rental'; userId: number; movieId: number; amount: number; description: string }
  | { kind: 'extend'; userId: number; optionId: number; amount: number; description: string };

export interface InvoiceContext {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider;
  /** The provider's notification URL for a bill. */
  callbackUrl(bill: string): string;
}

/**
 * One open order per (user, title) or (user, option): invoices.order_key is unique while the
 * invoice is open; paying or expiring it retires the key (closedOrderKey).
 */
export function orderKey(order: InvoiceOrderSpec): string {
  return order.kind === 'rental'
    ? `rental:${order.userId}:${order.movieId}`
    : `extend:${order.userId}:${order.optionId}`;
}

/** 96 random bits, URL-safe: not guessable, so a bill in a URL reveals nothing. */
function newBill(): string {
  return randomBytes(12).toString('base64url');
}

function byKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('invoices').selectAll().where('order_key', '=', key).executeTakeFirst();
}

function stillOpen(invoice: InvoiceRow, order: InvoiceOrderSpec, now: number): boolean {
  return (
    invoice.status === 'open' &&
    invoice.amount === order.amount &&
    invoice.expires_at !== null &&
    Date.parse(invoice.expires_at) > now
  );
}

/**
 * The invoice for an order: the open one when there is one (same bill, same QR), else a new one
 * from the provider. The provider is asked before the row is written, so a refused or failed
 * invoice leaves nothing behind; when two requests race, the first insert wins, the loser answers
 * the winner's invoice and cancels its own at the provider. Throws PaymentProviderError.
 */
export async function openInvoice(
  ctx: InvoiceContext,
  order: InvoiceOrderSpec,
  attempt = 0,
): Promise<InvoiceRow> {
  const key = orderKey(order);
  const now = ctx.clock.now();
  const existing = await byKey(ctx.db, key);
  if (existing) {
    if (stillOpen(existing, order, now)) return existing;
    await ctx.db
      .updateTable('invoices')
      .set({
        status: existing.status === 'open' ? 'expired' : existing.status,
        order_key: closedOrderKey(existing.bill),
      })
      .where('id', '=', existing.id)
      .where('order_key', '=', key)
      .execute();
  }

  const bill = newBill();
  const created = await ctx.provider.createInvoice({
    reference: bill,
    receiverCode: String(order.userId),
    description: order.description,
    amount: order.amount,
    callbackUrl: ctx.callbackUrl(bill),
  });
  const createdAt = ctx.clock.now();
  const inserted = await ctx.db
    .insertInto('invoices')
    .values({
      bill,
      provider_invoice_id: created.providerInvoiceId,
      user_id: order.userId,
      kind: order.kind satisfies InvoiceKind,
      movie_id: order.kind === 'rental' ? order.movieId : null,
      option_id: order.kind === 'extend' ? order.optionId : null,
      amount: order.amount,
      status: 'open',
      qr_text: created.qrText,
      qr_image: created.qrImage,
      urls: JSON.stringify(created.urls),
      order_key: key,
      created_at: new Date(createdAt).toISOString(),
      expires_at: new Date(createdAt + QR_LIFETIME_MS).toISOString(),
      paid_at: null,
    })
    .onConflict((oc) => oc.column('order_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
    return ctx.db
      .selectFrom('invoices')
      .selectAll()
      .where('bill', '=', bill)
      .executeTakeFirstOrThrow();
  }

  await ctx.provider.cancelInvoice(created.providerInvoiceId).catch((error: unknown) => {
    console.warn(`could not cancel a duplicate invoice: ${String(error)}`);
  });
  const winner = await byKey(ctx.db, key);
  if (winner) return winner;
  // The winner was retired between our insert and this read: start over (rare, so bounded).
  if (attempt >= 2) throw new Error(`order ${key} keeps changing`);
  return openInvoice(ctx, order, attempt + 1);
}

const storedLinks = z.array(bankAppLinkSchema);

/** docs/product.md §3 QR invoice as the client gets it. */
export function toQrInvoice(invoice: InvoiceRow): QrInvoice {
  let urls: QrInvoice['urls'] = [];
  try {
    const parsed = storedLinks.safeParse(JSON.parse(invoice.urls ?? '[]'));
    if (parsed.success) urls = parsed.data;
  } catch {
    // Unreadable stored links show none rather than fail the invoice.
  }
  return {
    qr_image: invoice.qr_image ?? '',
    qr_text: invoice.qr_text ?? '',
    urls,
    amount: invoice.amount,
    expires_at: invoice.expires_at,
  };
}

/** The invoice with this bill number, or undefined. */
export function invoiceByBill(db: Kysely<Database>, bill: string) {
  return db.selectFrom('invoices').selectAll().where('bill', '=', bill).executeTakeFirst();
}
