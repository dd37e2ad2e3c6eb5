import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { paymentSettings } from '../providers/payment/payment-settings';
import { qpaySandboxApp } from '../providers/payment/sandbox/sandbox-app';

/**
 * The built-in QPay sandbox on this server (docs/architecture.md "QPay"): `/qpay-sandbox/v2/...` speaks
 * QPay's v2 protocol, `/qpay-sandbox/pay/{bill or invoice id}` is where a tester pays, and
 * `/qpay-sandbox/fail` switches failures on. Absent in production, even with PAYMENT_PROVIDER=sandbox:
 * its pay page grants whatever a visitor asks for, and app.ts's loopback check sees a proxy on the
 * same host as local. The payment provider still talks to the sandbox in-process.
 */
export function qpaySandboxRoutes(deps: AppDeps): Hono {
  const settings = paymentSettings(deps.config);
  if (!settings.sandboxRoutes) return new Hono();
  return qpaySandboxApp(deps, settings, { controls: true });
}
