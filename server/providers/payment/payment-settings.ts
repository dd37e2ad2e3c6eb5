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
  /** The sandbox's routes and pay page are served (always outside production; QPAY_SANDBOX=1). */
  sandboxEnabled: boolean;
  /** The sandbox's failure switches are served: never in production. */
  sandboxControls: boolean;
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Env: QPAY_BASE_URL, QPAY_CLIENT_ID, QPAY_CLIENT_SECRET, QPAY_INVOICE_CODE, PUBLIC_BASE_URL,
 * QPAY_SANDBOX. Credentials are server-only; nothing here reaches a response.
 */
export function paymentSettings(
  config: Pick<Config, 'host' | 'port' | 'production'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentSettings {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const publicBaseUrl = (clean(env.PUBLIC_BASE_URL) ?? `http://${host}:${config.port}`).replace(
    /\/+$/,
    '',
  );
  return {
    qpay: {
      baseUrl: clean(env.QPAY_BASE_URL)?.replace(/\/+$/, ''),
      clientId: clean(env.QPAY_CLIENT_ID) ?? SANDBOX_CREDENTIALS.clientId,
      clientSecret: clean(env.QPAY_CLIENT_SECRET) ?? SANDBOX_CREDENTIALS.clientSecret,
      invoiceCode: clean(env.QPAY_INVOICE_CODE) ?? SANDBOX_CREDENTIALS.invoiceCode,
    },
    publicBaseUrl,
    sandboxEnabled: !config.production || env.QPAY_SANDBOX === '1',
    sandboxControls: !config.production,
  };
}
