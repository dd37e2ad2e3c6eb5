import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { PaymentProvider } from './payment-provider';
import type { PaymentSettings } from './payment-settings';
import { QPayClient } from './qpay-client';
import { qpayProvider } from './qpay-provider';
import { qpaySandboxApp, SANDBOX_BASE_PATH } from './sandbox/sandbox-app';

/** A host that never resolves: requests to it are answered by the sandbox app in-process. */
const IN_PROCESS_ORIGIN = 'http://qpay-sandbox.internal';

/** A `fetch` that hands every request to a Hono app instead of the network. */
export function inProcessFetch(app: Hono): typeof fetch {
  return async (input, init) => app.request(input instanceof URL ? input.href : input, init);
}

export interface CreatedProvider {
  provider: PaymentProvider;
  client: QPayClient;
}

/**
 * QPAY_BASE_URL set: the real QPay v2 client over the network (QPay, QPay's own sandbox, or our
 * sandbox on another server). Unset: the same client, talking to our built-in sandbox through an
 * in-process fetch, so no network or open port is needed.
 */
export function createPaymentProvider(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  settings: PaymentSettings,
): CreatedProvider {
  const { baseUrl, clientId, clientSecret, invoiceCode } = settings.qpay;
  if (baseUrl) {
    const client = new QPayClient({
      baseUrl,
      clientId,
      clientSecret,
      invoiceCode,
      clock: deps.clock,
    });
    return { provider: qpayProvider(client), client };
  }
  const sandbox = qpaySandboxApp(deps, settings, { controls: false });
  const client = new QPayClient({
    baseUrl: `${IN_PROCESS_ORIGIN}${SANDBOX_BASE_PATH}`,
    clientId,
    clientSecret,
    invoiceCode,
    clock: deps.clock,
    fetch: inProcessFetch(sandbox),
  });
  return { provider: qpayProvider(client, 'qpay-sandbox'), client };
}
