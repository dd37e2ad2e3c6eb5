import { Hono } from 'hono';
import { schemas } from '../../../../contract/endpoints';
import { extra } from '../../../../contract/messages';
import type { AppDeps } from '../../../deps';
import { isStorageUnavailable, STORAGE_RETRY_AFTER_S } from '../../../http/storage-errors';
import type { PaymentSettings } from '../payment-settings';
import { sandboxPayPage } from './sandbox-pay-page';
import { sandboxProtocol } from './sandbox-protocol';
import { SANDBOX_OPS, sandboxStore } from './sandbox-store';
import type { SandboxFailMode, SandboxStore } from './sandbox-store';

/** Where the sandbox lives on our server: /qpay-sandbox/v2/... is the QPay protocol. */
export const SANDBOX_BASE_PATH = '/qpay-sandbox';

async function failures(store: SandboxStore) {
  const entries = await Promise.all(
    SANDBOX_OPS.map(async (op) => [op, (await store.failure(op)).mode] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof SANDBOX_OPS)[number], SandboxFailMode>;
}

/**
 * The built-in QPay sandbox: the v2 protocol, the tester's pay page and (outside production) the
 * failure switches. Several instances over one database behave as one sandbox.
 */
export function qpaySandboxApp(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  settings: PaymentSettings,
  options: { controls: boolean },
): Hono {
  const store = sandboxStore(deps.db, deps.clock);
  const app = new Hono().basePath(SANDBOX_BASE_PATH);
  app.onError((err, c) => {
    if (isStorageUnavailable(err)) {
      c.header('Retry-After', String(STORAGE_RETRY_AFTER_S));
      return c.json({ error: 'SERVICE_UNAVAILABLE', message: 'Sandbox storage unavailable' }, 503);
    }
    console.error('qpay sandbox', err);
    return c.json({ error: 'INTERNAL_SERVER_ERROR', message: 'Sandbox error' }, 500);
  });

  const payPath = (invoiceId: string) => `${SANDBOX_BASE_PATH}/pay/${invoiceId}`;
  sandboxProtocol(app, {
    store,
    credentials: settings.qpay,
    payPageUrl: (invoiceId) => `${settings.publicBaseUrl}${payPath(invoiceId)}`,
  });
  sandboxPayPage(app, { store, owner: deps.db, payPath });

  if (options.controls) {
    app.get('/fail', async (c) => c.json({ status: true, data: await failures(store) }));
    app.post('/fail', async (c) => {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return c.json({ status: false, msg: extra.badRequest }, 400);
      }
      const parsed = schemas.qpaySandboxFail.body.safeParse(raw);
      if (!parsed.success) return c.json({ status: false, msg: extra.badRequest }, 400);
      const { op, mode, msg } = parsed.data;
      for (const target of op === 'all' ? SANDBOX_OPS : [op]) {
        await store.setFailure(target, { mode, msg: msg ?? null });
      }
      return c.json({ status: true, data: await failures(store) });
    });
  }
  return app;
}
