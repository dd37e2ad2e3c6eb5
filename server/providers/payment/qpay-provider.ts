import { toBankAppLinks } from './bank-links';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import type { QPayClient } from './qpay-client';
import { QPayError } from './qpay-client';

/** QPay's description field is limited; longer text is cut, not refused. */
const MAX_DESCRIPTION = 255;

/** "9900.00", 9900 or garbage (0). */
function amountOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * QPay's payment status, in the spelling the rest of the server uses. Public v2 clients disagree
 * on how a refunded payment reads (REFUNDED in techpartners-asia/qpay-go, REFUND in
 * Amraa1/qpay_client; decision 068): both mean refunded, so a refund re-checked after a crash
 * is finished rather than taken for "nothing to refund".
 */
function statusOf(value: unknown): string {
  const status = String(value ?? '')
    .trim()
    .toUpperCase();
  return status === 'REFUND' ? 'REFUNDED' : status;
}

/**
 * A 4xx other than an auth or routing problem is QPay saying "no" to this request, with a text
 * for the user; everything else means we learnt nothing.
 */
function classify(error: unknown, op: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof QPayError) {
    const { status } = error;
    const refused =
      status !== null &&
      status >= 400 &&
      status < 500 &&
      ![401, 403, 404, 408, 429].includes(status);
    return refused
      ? new PaymentProviderError('refused', `${op}: ${error.message}`, error.providerMessage)
      : new PaymentProviderError('unavailable', `${op}: ${error.message}`);
  }
  return new PaymentProviderError('unavailable', `${op}: ${String(error)}`);
}

/** PaymentProvider over the QPay v2 protocol (real QPay or our sandbox). */
export function qpayProvider(client: QPayClient, name = 'qpay'): PaymentProvider {
  return {
    name,
    async createInvoice(order) {
      try {
        const invoice = await client.createInvoice({
          sender_invoice_no: order.reference,
          invoice_receiver_code: order.receiverCode,
          invoice_description: order.description.slice(0, MAX_DESCRIPTION),
          amount: order.amount,
          callback_url: order.callbackUrl,
        });
        return {
          providerInvoiceId: invoice.invoice_id,
          qrText: invoice.qr_text,
          qrImage: invoice.qr_image.replace(/^data:image\/png;base64,/, ''),
          urls: toBankAppLinks(invoice.urls),
        };
      } catch (error) {
        throw classify(error, 'invoice');
      }
    },

    async checkPayment(providerInvoiceId) {
      try {
        const check = await client.checkPayment(providerInvoiceId);
        const payments = check.rows.flatMap((row): ProviderPayment[] =>
          typeof row === 'object' && row !== null && typeof row.payment_id === 'string'
            ? [
                {
                  id: row.payment_id,
                  status: statusOf(row.payment_status),
                  amount: amountOf(row.payment_amount),
                },
              ]
            : [],
        );
        return { paidAmount: amountOf(check.paid_amount), payments };
      } catch (error) {
        throw classify(error, 'check');
      }
    },

    async refundPayment(providerPaymentId, note) {
      try {
        await client.refundPayment(providerPaymentId, { note: note.slice(0, MAX_DESCRIPTION) });
      } catch (error) {
        throw classify(error, 'refund');
      }
    },

    async cancelInvoice(providerInvoiceId) {
      try {
        await client.cancelInvoice(providerInvoiceId);
      } catch (error) {
        throw classify(error, 'cancel');
      }
    },
  };
}
