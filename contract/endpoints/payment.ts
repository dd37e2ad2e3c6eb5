import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '../envelope';
import {
  bankAccountSchema,
  invoiceStateSchema,
  paymentOptionSchema,
  paymentStateSchema,
  qrInvoiceSchema,
  receiptSchema,
  rentalCheckSchema,
  taxProfileSchema,
  taxTypeSchema,
} from '../entities';
import { paymentMessages } from '../messages';
import { id, page, userId } from './common';

/** Re-exported for the server and tests that import it from here. */
export { paymentMessages };

/** Our public bill id: opaque, URL-safe. */
export const billSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A business (ААН) registration number: 7 digits. */
export const registerNoSchema = z.string().regex(/^\d{7}$/, paymentMessages.registerInvalid);

/**
 * docs/product.md §7: status, data (qr_image, qr_text), bill, msg. `qr_image` is base64 PNG without a
 * `data:` prefix. Already rented: status true with msg and neither data nor bill. Provider refused:
 * status false with the provider's msg. Provider unreachable: HTTP 502 'Алдаа гарлаа'.
 */
const invoiceResponse = z.object({
  status: z.boolean(),
  msg: z.string().optional(),
  data: qrInvoiceSchema.optional(),
  bill: billSchema.optional(),
});

/** Sandbox failure switches (development only). */
export const sandboxOpSchema = z.enum(['auth', 'invoice', 'check', 'refund']);
export const sandboxFailModeSchema = z.enum(['none', 'http500', 'status-false']);
const sandboxFailures = z.record(sandboxOpSchema, sandboxFailModeSchema);

export const paymentSchemas = {
  paymentStatus: { params: z.object({ userId }), response: envelopeSchema(paymentStateSchema) },
  /** `rental_hours` beside data: the app's rental period (RENTAL_HOURS, 5 or 72). */
  paymentOptions: {
    response: envelopeSchema(z.array(paymentOptionSchema)).extend({
      rental_hours: z.number().int().min(1).optional(),
    }),
  },
  bankAccount: { response: envelopeSchema(z.array(bankAccountSchema)) },
  /** status true while a rental of the title is running; data says until when. */
  tvodCheck: {
    params: z.object({ userId, movieId: id }),
    response: envelopeSchema(rentalCheckSchema),
  },
  movieInvoice: { params: z.object({ userId, movieId: id }), response: invoiceResponse },
  extendInvoice: { params: z.object({ userId, optionId: id }), response: invoiceResponse },
  /**
   * docs/product.md §7: status 1 paid, 0 not (yet). `data.state` tells "still open, keep checking" from a
   * definite failure (cancelled, expired). Provider unreachable: HTTP 502 'Шалгахад алдаа гарлаа'.
   */
  qpayCheck: {
    params: z.object({ bill: billSchema }),
    response: z.object({
      status: z.union([z.literal(0), z.literal(1)]),
      msg: z.string().optional(),
      data: z.strictObject({ state: invoiceStateSchema }).optional(),
    }),
  },
  /**
   * QPay calls this; it only triggers our own payment/check, so its query is not trusted. Answers
   * the plain text SUCCESS (QPay's protocol); 502 when the re-check failed, so QPay retries.
   */
  qpayCallback: {
    params: z.object({ bill: billSchema }),
    query: z.object({ qpay_payment_id: z.string().max(128).optional() }),
    response: z.literal('SUCCESS'),
  },
  receipts: {
    params: z.object({ userId }),
    query: z.object({ page }),
    response: envelopeSchema(pagedSchema(receiptSchema)),
  },
  taxType: { params: z.object({ userId }), response: envelopeSchema(taxProfileSchema) },
  /** register_no is required for a business and ignored for an individual. */
  taxTypeSet: {
    params: z.object({ userId }),
    body: z.object({ type: taxTypeSchema, register_no: z.string().max(32).nullish() }),
    response: envelopeSchema(taxProfileSchema),
  },
  /**
   * Development only: pay a sandbox invoice as a bank app would. `ref` is our bill or QPay's
   * invoice id; amount defaults to the full amount; callback (default true) makes the sandbox
   * notify the invoice's callback_url like QPay does.
   */
  qpaySandboxPay: {
    params: z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
    body: z.object({
      amount: z.coerce.number<string | number>().int().positive().max(1_000_000_000).optional(),
      callback: z.boolean().optional(),
    }),
    response: envelopeSchema(
      z.strictObject({
        invoice_id: z.string(),
        invoice_status: z.enum(['OPEN', 'PAID', 'CANCELLED']),
        payment_id: z.string().nullable(),
        paid_amount: z.number().int().min(0),
        /** HTTP status of the callback, null when none was sent or it did not answer. */
        callback_status: z.number().int().nullable(),
      }),
    ),
  },
  /** Development only: make the sandbox's auth, invoice or check calls fail until reset. */
  qpaySandboxFail: {
    body: z.object({
      op: z.union([sandboxOpSchema, z.literal('all')]),
      mode: sandboxFailModeSchema,
      /** The refusal text for mode status-false. */
      msg: z.string().trim().min(1).max(200).optional(),
    }),
    response: envelopeSchema(sandboxFailures),
  },
} as const;
