import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { paymentSettings } from '../providers/payment/payment-settings';
import { qpaySandboxApp } from '../providers/payment/sandbox/sandbox-app';

/**
 * The built-in QPay sandbox on this server (docs/architecture.md "QPay"): `/qpay-sandbox/v2/...` speaks
 * QPay's v2 protocol, `/qpay-sandbox/pay/{bill or invoice id}` is where a tester pays, and
 * `/qpay-sandbox/fail` switches failures on. Absent in production unless PAYMENT_PROVIDER=sandbox
 * (then without the failure switches): its pay page grants whatever a visitor asks for, so app.ts
 * answers it to loopback clients only.
 */
export function qpaySandboxRoutes(deps: AppDeps): Hono {
  const settings = paymentSettings(deps.config);
  if (!settings.sandboxEnabled) return new Hono();
  return qpaySandboxApp(deps, settings, { controls: settings.sandboxControls });
}
