import type { BankAppLink } from '../../../contract/entities';

/** What we ask a provider to bill: one of our invoices. */
export interface InvoiceOrder {
  /** Our bill id; QPay's sender_invoice_no. */
  reference: string;
  /** Who is billed, for the provider's records. */
  receiverCode: string;
  description: string;
  /** Whole tugrik. */
  amount: number;
  /** Where the provider notifies us; the notification is only a hint to re-check. */
  callbackUrl: string;
}

export interface CreatedInvoice {
  providerInvoiceId: string;
  qrText: string;
  /** base64 PNG, no `data:` prefix. */
  qrImage: string;
  /** Bank-app deep links as the provider lists them, unsafe ones dropped. */
  urls: BankAppLink[];
}

export interface ProviderPayment {
  id: string;
  /** PAID, PENDING, CANCELLED, REFUNDED, … as the provider says. */
  status: string;
  amount: number;
}

/** The provider's answer to "what was paid on this invoice?". */
export interface PaymentCheck {
  paidAmount: number;
  payments: ProviderPayment[];
}

/**
 * unavailable: no usable answer (network, 5xx, bad credentials, garbage), so nothing is known;
 * refused: the provider answered and said no, with a message meant for the user.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly providerMsg: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A QR payment provider (docs/architecture.md "QPay"). Only `checkPayment` is ever trusted to say money
 * arrived; callbacks and clients merely prompt a check.
 */
export interface PaymentProvider {
  readonly name: string;
  createInvoice(order: InvoiceOrder): Promise<CreatedInvoice>;
  checkPayment(providerInvoiceId: string): Promise<PaymentCheck>;
  cancelInvoice(providerInvoiceId: string): Promise<void>;
  /** QPay v2 refund of one payment; throws PaymentProviderError ('refused' when QPay said no). */
  refundPayment(providerPaymentId: string, note: string): Promise<void>;
}
