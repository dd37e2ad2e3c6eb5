import { z } from 'zod';
import { timestamp, url } from './common';

export const paymentOptionSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  days: z.number().int().min(1),
  /** Tugrik. */
  price: z.number().int().min(0),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const bankAccountSchema = z.strictObject({
  id: z.number().int(),
  bank_name: z.string(),
  account_number: z.string(),
  holder: z.string(),
  iban: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** status 1: paid access is active (days > 0); episodes that are not free need it. */
export const paymentStateSchema = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)]),
  days: z.number().int().min(0),
  paid_until: timestamp.nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** A bank-app deep link from the provider's invoice (never hard-coded). */
export const bankAppLinkSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  logo: url.nullable(),
  link: z.string(),
});
export type BankAppLink = z.infer<typeof bankAppLinkSchema>;

/** docs/product.md §3 QR invoice; the bill id travels beside it in the response. */
export const qrInvoiceSchema = z.strictObject({
  qr_image: z.string(),
  qr_text: z.string(),
  urls: z.array(bankAppLinkSchema),
  amount: z.number().int().min(0),
  expires_at: timestamp.nullable(),
});
export type QrInvoice = z.infer<typeof qrInvoiceSchema>;

export const invoiceStateSchema = z.enum(['open', 'paid', 'cancelled', 'expired']);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

/** `tvod/check` data: when the running rental ends, and the app's rental period for step 1. */
export const rentalCheckSchema = z.strictObject({
  ends_at: timestamp.nullable(),
  /** RENTAL_HOURS (5 or 72): "N hours rental price". */
  rental_hours: z.number().int().min(1),
});
export type RentalCheck = z.infer<typeof rentalCheckSchema>;

/** Who an e-barimt (VAT receipt) is made out to. */
export const taxTypeSchema = z.enum(['individual', 'business']);
export type TaxType = z.infer<typeof taxTypeSchema>;

/** The user's choice on /choose/tax/type and /aan; register_no only for a business. */
export const taxProfileSchema = z.strictObject({
  type: taxTypeSchema,
  /** A business (ААН) registration number: 7 digits. */
  register_no: z.string().nullable(),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

/** One e-barimt per paid invoice (/profile/ebarimt/list). */
export const receiptSchema = z.strictObject({
  id: z.number().int(),
  bill: z.string(),
  /** What was bought: a rental of a title or an extension of access days. */
  kind: z.enum(['rental', 'extend']),
  /** The title rented or the option's title. */
  title: z.string(),
  /** Tugrik. */
  amount: z.number().int().min(0),
  type: taxTypeSchema,
  register_no: z.string().nullable(),
  /** The receipt's ДДТД (lottery and tax id), null until issued. */
  ddtd: z.string().nullable(),
  lottery: z.string().nullable(),
  created_at: timestamp,
});
export type Receipt = z.infer<typeof receiptSchema>;
