import type { Config } from '../../config';

/** The sandbox's own credentials, used when QPAY_CLIENT_ID/SECRET are not set. */
export const SANDBOX_CREDENTIALS = {
  clientId: 'BTV_SANDBOX',
  clientSecret: 'btv-sandbox-secret',
  invoiceCode: 'BTV_SANDBOX_INVOICE',
} as const;

export interface QPaySettings {
  /** QPAY_BASE_URL; undefined means the built-in sandbox, called in-process. */
  baseUrl: string | undefined;
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
}

export interface PaymentSettings {
  qpay: QPaySettings;
  /** PUBLIC_BASE_URL: how QPay (and a phone scanning the sandbox QR) reaches this server. */
  publicBaseUrl: string;
  /**
   * The sandbox's routes (pay page, v2 protocol, failure switches) are served, to loopback clients
   * only: outside production alone. Behind a reverse proxy on the same host every client is
   * loopback, and the pay page grants whatever a visitor asks for, so production never serves it:
   * a production sandbox's invoices cannot be paid (docs/decisions/039).
   */
  sandboxRoutes: boolean;
}

/**
 * The QPay side of config.ts (QPAY_BASE_URL, QPAY_CLIENT_ID, QPAY_CLIENT_SECRET,
 * QPAY_INVOICE_CODE, PUBLIC_BASE_URL) with the sandbox's defaults filled in. loadConfig has
 * already refused a production start without them unless PAYMENT_PROVIDER names the sandbox.
 * Credentials are server-only; nothing here reaches a response.
 */
export function paymentSettings(
  config: Pick<Config, 'host' | 'port' | 'production' | 'payment'>,
): PaymentSettings {
  const { payment } = config;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    qpay: {
      baseUrl: payment.qpayBaseUrl,
      clientId: payment.qpayClientId ?? SANDBOX_CREDENTIALS.clientId,
      clientSecret: payment.qpayClientSecret ?? SANDBOX_CREDENTIALS.clientSecret,
      invoiceCode: payment.qpayInvoiceCode ?? SANDBOX_CREDENTIALS.invoiceCode,
    },
    publicBaseUrl: payment.publicBaseUrl ?? `http://${host}:${config.port}`,
    sandboxRoutes: !config.production,
  };
}
