import type { Kysely } from 'kysely';
import type { Database, ReceiptType, Timestamp } from './schema';

/*
 * The tables migration 0003-payments-sandbox adds, typed beside schema.ts so the payment code
 * reaches them through `paymentDb(db)` (Kysely's withTables) without touching the shared schema.
 */

/** Who the user's e-barimt receipts are made out to; no row means an individual. */
export interface TaxProfilesTable {
  user_id: number;
  type: ReceiptType;
  /** A business's 7-digit registration number; null for an individual. */
  register_no: string | null;
  updated_at: Timestamp;
}

export type SandboxInvoiceStatus = 'OPEN' | 'PAID' | 'CANCELLED';

/** An invoice as the QPay sandbox keeps it (its own ids, not ours). */
export interface SandboxInvoicesTable {
  invoice_id: string;
  invoice_code: string;
  sender_invoice_no: string;
  receiver_code: string;
  description: string;
  amount: number;
  callback_url: string | null;
  qr_text: string;
  /** base64 PNG. */
  qr_image: string;
  status: SandboxInvoiceStatus;
  created_at: Timestamp;
}

/** A payment a "bank app" made on the sandbox's pay page. */
export interface SandboxPaymentsTable {
  payment_id: string;
  invoice_id: string;
  amount: number;
  /** REFUNDED after DELETE /v2/payment/refund/{payment_id}. */
  status: 'PAID' | 'REFUNDED';
  wallet: string;
  paid_at: Timestamp;
}

export interface SandboxTokensTable {
  token: string;
  kind: 'access' | 'refresh';
  expires_at: Timestamp;
}

/** Failure switches, e.g. key 'fail:invoice' value 'http500'. */
export interface SandboxSettingsTable {
  key: string;
  value: string;
}

// A type alias, not an interface: withTables needs the implicit index signature.
export type PaymentTables = {
  tax_profiles: TaxProfilesTable;
  qpay_sandbox_invoices: SandboxInvoicesTable;
  qpay_sandbox_payments: SandboxPaymentsTable;
  qpay_sandbox_tokens: SandboxTokensTable;
  qpay_sandbox_settings: SandboxSettingsTable;
};

export type PaymentDatabase = Database & PaymentTables;

export function paymentDb(db: Kysely<Database>): Kysely<PaymentDatabase> {
  return db.withTables<PaymentTables>();
}
