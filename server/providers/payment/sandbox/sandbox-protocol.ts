import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { QPaySettings } from '../payment-settings';
import { sandboxBankLinks } from './sandbox-banks';
import type { SandboxInvoice, SandboxOp, SandboxPayment, SandboxStore } from './sandbox-store';

/*
 * The QPay v2 merchant protocol as the sandbox speaks it: the same paths, bodies and answers as
 * merchant.qpay.mn (docs/reference-notes.md "QPay v2"), errors as `{ error, message }` with QPay's codes.
 */

type ErrorStatus = 400 | 401 | 404 | 500;
type ForcedFailure = (c: Context, op: SandboxOp) => Promise<Response | null>;

function qpayError(c: Context, status: ErrorStatus, error: string, message: string) {
  return c.json({ error, message }, status);
}

const invoiceBody = z.object({
  invoice_code: z.string().min(1).max(64),
  sender_invoice_no: z.string().min(1).max(45),
  invoice_receiver_code: z.string().min(1).max(64),
  invoice_description: z.string().min(1).max(255),
  amount: z.coerce.number<string | number>().positive().max(1_000_000_000),
  callback_url: z.url().max(1024).optional(),
});

const checkBody = z.object({
  object_type: z.literal('INVOICE'),
  object_id: z.string().min(1).max(64),
  offset: z
    .object({
      page_number: z.coerce.number<string | number>().int().min(1).max(10_000),
      page_limit: z.coerce.number<string | number>().int().min(1).max(100),
    })
    .optional(),
});

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** A refunded payment no longer counts as paid. */
function paidAmount(payments: SandboxPayment[]): number {
  return payments.filter((p) => p.status === 'PAID').reduce((sum, p) => sum + p.amount, 0);
}

/** Decimal strings like QPay's ("9900.00"). */
const money = (n: number) => n.toFixed(2);

export interface SandboxProtocolOptions {
  store: SandboxStore;
  credentials: QPaySettings;
  /** The tester's pay page for an invoice id: the QR encodes it, so a phone can open it. */
  payPageUrl(invoiceId: string): string;
}

export function qrPng(text: string): Promise<string> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 264,
  }).then((png) => png.toString('base64'));
}

/** Registers /v2/... on `app` (which carries the /qpay-sandbox base path). */
export function sandboxProtocol(app: Hono, options: SandboxProtocolOptions): void {
  const { store, credentials } = options;

  /** A forced failure for `op`, answered as QPay would fail; null when none is set. */
  async function forced(c: Context, op: SandboxOp): Promise<Response | null> {
    const failure = await store.failure(op);
    if (failure.mode === 'http500') {
      return qpayError(c, 500, 'INTERNAL_SERVER_ERROR', 'Sandbox: forced server error');
    }
    if (failure.mode === 'status-false') {
      return qpayError(c, 400, 'SANDBOX_REFUSED', failure.msg ?? 'Гүйлгээ хийх боломжгүй байна.');
    }
    return null;
  }

  async function tokenAnswer(c: Context) {
    const issued = await store.issueTokens();
    return c.json({
      token_type: 'bearer',
      access_token: issued.access,
      // Absolute Unix seconds, as QPay sends them.
      expires_in: Math.floor(issued.accessExpiresAt / 1000),
      refresh_token: issued.refresh,
      refresh_expires_in: Math.floor(issued.refreshExpiresAt / 1000),
      scope: 'profile email',
      'not-before-policy': '0',
      session_state: issued.access.slice(0, 16),
    });
  }

  app.post('/v2/auth/token', async (c) => {
    const failed = await forced(c, 'auth');
    if (failed) return failed;
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(c.req.header('authorization') ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const id = colon > 0 ? decoded.slice(0, colon) : '';
    const secret = colon > 0 ? decoded.slice(colon + 1) : '';
    if (!sameSecret(id, credentials.clientId) || !sameSecret(secret, credentials.clientSecret)) {
      return qpayError(c, 401, 'AUTHENTICATION_FAILED', 'Client id or secret is wrong');
    }
    return tokenAnswer(c);
  });

  app.post('/v2/auth/refresh', async (c) => {
    const failed = await forced(c, 'auth');
    if (failed) return failed;
    const token = bearer(c);
    if (!token || !(await store.tokenValid(token, 'refresh'))) {
      return qpayError(c, 401, 'AUTHENTICATION_FAILED', 'Refresh token is not valid');
    }
    await store.revokeToken(token);
    return tokenAnswer(c);
  });

  // Everything else needs a live access token.
  for (const pattern of ['/v2/invoice', '/v2/invoice/*', '/v2/payment/*']) {
    app.use(pattern, async (c, next) => {
      const token = bearer(c);
      if (!token || !(await store.tokenValid(token, 'access'))) {
        return qpayError(c, 401, 'NO_CREDENTIALS', 'Access token is missing or expired');
      }
      return next();
    });
  }

  app.post('/v2/invoice', async (c) => {
    const failed = await forced(c, 'invoice');
    if (failed) return failed;
    const parsed = invoiceBody.safeParse(await jsonBody(c));
    if (!parsed.success)
      return qpayError(c, 400, 'INVALID_REQUEST', 'Invoice fields are not valid');
    const body = parsed.data;
    if (!sameSecret(body.invoice_code, credentials.invoiceCode)) {
      return qpayError(c, 400, 'INVOICE_CODE_INVALID', 'Invoice code is not registered');
    }
    const invoice = await store.createInvoice(
      {
        invoice_code: body.invoice_code,
        sender_invoice_no: body.sender_invoice_no,
        receiver_code: body.invoice_receiver_code,
        description: body.invoice_description,
        amount: body.amount,
        callback_url: body.callback_url ?? null,
      },
      async (invoiceId) => {
        const qrText = options.payPageUrl(invoiceId);
        return { qr_text: qrText, qr_image: await qrPng(qrText) };
      },
    );
    return c.json({
      invoice_id: invoice.invoice_id,
      qr_text: invoice.qr_text,
      qr_image: invoice.qr_image,
      qPay_shortUrl: invoice.qr_text,
      urls: sandboxBankLinks(invoice.qr_text),
    });
  });

  app.get('/v2/invoice/:id', async (c) => {
    const invoice = await store.findInvoice(c.req.param('id'));
    if (!invoice) return qpayError(c, 404, 'INVOICE_NOTFOUND', 'Invoice not found');
    return c.json(await invoiceDetail(store, invoice));
  });

  app.delete('/v2/invoice/:id', async (c) => {
    const invoice = await store.findInvoice(c.req.param('id'));
    if (!invoice) return qpayError(c, 404, 'INVOICE_NOTFOUND', 'Invoice not found');
    const status = await store.cancel(invoice.invoice_id);
    if (status === 'PAID') return qpayError(c, 400, 'INVOICE_PAID', 'Invoice is already paid');
    return c.json({ invoice_id: invoice.invoice_id, invoice_status: status });
  });

  refundRoute(app, store, forced);

  app.post('/v2/payment/check', async (c) => {
    const failed = await forced(c, 'check');
    if (failed) return failed;
    const parsed = checkBody.safeParse(await jsonBody(c));
    if (!parsed.success) return qpayError(c, 400, 'INVALID_REQUEST', 'Check fields are not valid');
    const invoice = await store.findInvoice(parsed.data.object_id);
    if (!invoice || invoice.invoice_id !== parsed.data.object_id) {
      return qpayError(c, 404, 'INVOICE_NOTFOUND', 'Invoice not found');
    }
    const { page_number = 1, page_limit = 100 } = parsed.data.offset ?? {};
    const payments = await store.payments(invoice.invoice_id);
    const rows = payments.slice((page_number - 1) * page_limit, page_number * page_limit);
    return c.json({
      count: payments.length,
      paid_amount: paidAmount(payments),
      rows: rows.map((p) => ({
        payment_id: p.payment_id,
        payment_status: p.status,
        payment_date: p.paid_at,
        payment_fee: money(0),
        payment_amount: money(p.amount),
        payment_currency: 'MNT',
        payment_wallet: p.wallet,
        transaction_type: 'P2P',
      })),
    });
  });
}

const refundBody = z
  .object({ callback_url: z.url().max(1024).optional(), note: z.string().max(255).optional() })
  .optional();

/** DELETE /v2/payment/refund/{payment_id}: a paid payment is refunded once. */
function refundRoute(app: Hono, store: SandboxStore, forced: ForcedFailure) {
  app.delete('/v2/payment/refund/:id', async (c) => {
    const failed = await forced(c, 'refund');
    if (failed) return failed;
    if (!refundBody.safeParse(await jsonBody(c)).success) {
      return qpayError(c, 400, 'INVALID_REQUEST', 'Refund fields are not valid');
    }
    const outcome = await store.refund(c.req.param('id'));
    if (outcome === 'missing') return qpayError(c, 404, 'PAYMENT_NOTFOUND', 'Payment not found');
    if (outcome === 'already') {
      return qpayError(c, 400, 'PAYMENT_ALREADY_REFUNDED', 'Payment is already refunded');
    }
    return c.json({ payment_id: c.req.param('id'), payment_status: 'REFUNDED' });
  });
}

export async function invoiceDetail(store: SandboxStore, invoice: SandboxInvoice) {
  const payments = await store.payments(invoice.invoice_id);
  return {
    invoice_id: invoice.invoice_id,
    invoice_status: invoice.status,
    sender_invoice_no: invoice.sender_invoice_no,
    invoice_description: invoice.description,
    total_amount: money(invoice.amount),
    gross_amount: money(invoice.amount),
    paid_amount: money(paidAmount(payments)),
    callback_url: invoice.callback_url,
    created_date: invoice.created_at,
    payments: payments.map((p) => ({
      payment_id: p.payment_id,
      payment_status: p.status,
      payment_amount: money(p.amount),
      payment_date: p.paid_at,
    })),
  };
}
