import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { toBankAppLinks } from '../../server/providers/payment/bank-links';
import { inProcessFetch } from '../../server/providers/payment/create-payment-provider';
import { PaymentProviderError } from '../../server/providers/payment/payment-provider';
import { paymentSettings } from '../../server/providers/payment/payment-settings';
import { QPayClient, QPayError, tokenExpiry } from '../../server/providers/payment/qpay-client';
import { qpayProvider } from '../../server/providers/payment/qpay-provider';
import { qpaySandboxApp } from '../../server/providers/payment/sandbox/sandbox-app';
import { paymentDb } from '../../server/db/payment-schema';
import { createSignedInUser } from '../factories';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';
import {
  checkBill,
  DAY,
  expectInvoice,
  HOUR,
  movieInvoice,
  sandboxFail,
  sandboxPay,
} from './payment-helpers';

let t: TestApp | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await t?.close();
  t = undefined;
});

/** A QPay client speaking to the sandbox over an in-process fetch that records each call. */
async function clientAgainstSandbox(
  overrides: { clientSecret?: string; invoiceCode?: string } = {},
) {
  t = await createTestApp();
  const settings = paymentSettings(t.config);
  const sandbox = qpaySandboxApp(t.deps, settings, { controls: false });
  const forward = inProcessFetch(sandbox);
  const calls: string[] = [];
  const client = new QPayClient({
    baseUrl: 'http://qpay.test/qpay-sandbox',
    clientId: settings.qpay.clientId,
    clientSecret: overrides.clientSecret ?? settings.qpay.clientSecret,
    invoiceCode: overrides.invoiceCode ?? settings.qpay.invoiceCode,
    clock: t.clock,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace('/qpay-sandbox', '')}`);
      return forward(input, init);
    },
  });
  return { t, client, calls };
}

const order = (n: number) => ({
  sender_invoice_no: `bill-${n}-abcdef`,
  invoice_receiver_code: '42',
  invoice_description: 'Түрээс: Үнэнч сэтгэл',
  amount: 9_900,
  callback_url: 'http://127.0.0.1:8080/api/qpay/callback/bill-abcdef',
});

describe('QPay v2 client against the sandbox protocol', () => {
  it('logs in with Basic once and reuses the token', async () => {
    const { client, calls } = await clientAgainstSandbox();
    await client.createInvoice(order(1));
    await client.createInvoice(order(2));
    expect(client.tokenCalls).toEqual({ token: 1, refresh: 0 });
    expect(calls).toEqual(['POST /v2/auth/token', 'POST /v2/invoice', 'POST /v2/invoice']);
  });

  it('asks for one token when calls start together', async () => {
    const { client } = await clientAgainstSandbox();
    await Promise.all([1, 2, 3, 4].map((n) => client.createInvoice(order(n))));
    expect(client.tokenCalls).toEqual({ token: 1, refresh: 0 });
  });

  it('refreshes an expiring token, and logs in again once the refresh token is gone', async () => {
    const { t: app, client, calls } = await clientAgainstSandbox();
    await client.createInvoice(order(1));
    app.clock.advance(HOUR);
    await client.createInvoice(order(2));
    expect(client.tokenCalls).toEqual({ token: 1, refresh: 1 });
    expect(calls.slice(-2)).toEqual(['POST /v2/auth/refresh', 'POST /v2/invoice']);

    app.clock.advance(2 * DAY);
    await client.createInvoice(order(3));
    expect(client.tokenCalls).toEqual({ token: 2, refresh: 1 });
  });

  it('retries once with a new token when the provider rejects a cached one', async () => {
    const { t: app, client, calls } = await clientAgainstSandbox();
    await client.createInvoice(order(1));
    await paymentDb(app.db).deleteFrom('qpay_sandbox_tokens').execute();
    await client.createInvoice(order(2));
    expect(calls.slice(1)).toEqual([
      'POST /v2/invoice',
      'POST /v2/invoice',
      'POST /v2/auth/refresh',
      'POST /v2/auth/token',
      'POST /v2/invoice',
    ]);
  });

  it('fails with 401 on wrong credentials, which the provider reports as unavailable', async () => {
    const { client } = await clientAgainstSandbox({ clientSecret: 'wrong' });
    const error = await client.createInvoice(order(1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QPayError);
    expect(error).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });
    const refused = await qpayProvider(client)
      .createInvoice({
        reference: 'bill-1-abcdef',
        receiverCode: '1',
        description: 'x',
        amount: 100,
        callbackUrl: 'http://127.0.0.1/cb',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ kind: 'unavailable' });
  });

  it('creates an invoice with a PNG QR and nine bank-app links, and reads it back', async () => {
    const { client } = await clientAgainstSandbox();
    const invoice = await client.createInvoice(order(1));
    expect(Buffer.from(invoice.qr_image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(invoice.urls).toHaveLength(9);
    expect(invoice.urls?.[1]).toEqual({
      name: 'Khan bank',
      description: 'Хаан банк',
      logo: 'https://qpay.mn/q/logo/khanbank.png',
      link: `khanbank://q?qPay_QRcode=${encodeURIComponent(invoice.qr_text)}`,
    });
    const detail = await client.getInvoice(invoice.invoice_id);
    expect(detail).toMatchObject({
      invoice_id: invoice.invoice_id,
      invoice_status: 'OPEN',
      sender_invoice_no: 'bill-1-abcdef',
      total_amount: '9900.00',
    });
  });

  it('refuses an unknown invoice code with a 400', async () => {
    const { client } = await clientAgainstSandbox({ invoiceCode: 'NOT_OURS' });
    await expect(client.createInvoice(order(1))).rejects.toMatchObject({
      status: 400,
      code: 'INVOICE_CODE_INVALID',
    });
  });

  it('checks payments: none, then the PAID row with its amount', async () => {
    const { t: app, client, calls } = await clientAgainstSandbox();
    const invoice = await client.createInvoice(order(1));
    expect(await client.checkPayment(invoice.invoice_id)).toEqual({
      count: 0,
      paid_amount: 0,
      rows: [],
    });
    await sandboxPay(app, invoice.invoice_id, { callback: false });
    const check = await client.checkPayment(invoice.invoice_id);
    expect(check).toMatchObject({ count: 1, paid_amount: 9_900 });
    expect(check.rows[0]).toMatchObject({
      payment_status: 'PAID',
      payment_amount: '9900.00',
      payment_currency: 'MNT',
    });
    expect(calls.at(-1)).toBe('POST /v2/payment/check');
    expect((await client.getInvoice(invoice.invoice_id)).invoice_status).toBe('PAID');

    const provider = qpayProvider(client);
    expect(await provider.checkPayment(invoice.invoice_id)).toEqual({
      paidAmount: 9_900,
      payments: [{ id: check.rows[0]!.payment_id, status: 'PAID', amount: 9_900 }],
    });
  });

  it('cancels an open invoice; a paid one cannot be cancelled', async () => {
    const { t: app, client } = await clientAgainstSandbox();
    const open = await client.createInvoice(order(1));
    await client.cancelInvoice(open.invoice_id);
    expect((await client.getInvoice(open.invoice_id)).invoice_status).toBe('CANCELLED');
    const paid = await client.createInvoice(order(2));
    await sandboxPay(app, paid.invoice_id, { callback: false });
    await expect(client.cancelInvoice(paid.invoice_id)).rejects.toMatchObject({ status: 400 });
  });

  it('turns forced sandbox failures into unavailable and refused', async () => {
    const { t: app, client } = await clientAgainstSandbox();
    const provider = qpayProvider(client);
    const req = {
      reference: 'bill-1-abcdef',
      receiverCode: '1',
      description: 'x',
      amount: 100,
      callbackUrl: 'http://127.0.0.1/cb',
    };
    await sandboxFail(app, { op: 'invoice', mode: 'http500' });
    await expect(provider.createInvoice(req)).rejects.toMatchObject({ kind: 'unavailable' });
    await sandboxFail(app, { op: 'invoice', mode: 'status-false', msg: 'Банк түр ажиллахгүй' });
    await expect(provider.createInvoice(req)).rejects.toMatchObject({
      kind: 'refused',
      providerMsg: 'Банк түр ажиллахгүй',
    });
    await sandboxFail(app, { op: 'all', mode: 'none' });
    expect((await provider.createInvoice(req)).urls).toHaveLength(9);
  });
});

/**
 * A QPay that answers a token, then each later call with `answer`; records what was sent. The
 * shapes are those public v2 clients send and expect (decision 068, "QPay's refund call").
 */
function scriptedQPay(answer: (path: string) => Response) {
  const sent: { method: string; path: string; headers: Headers; body: string }[] = [];
  const client = new QPayClient({
    baseUrl: 'https://merchant.qpay.test',
    clientId: 'id',
    clientSecret: 'secret',
    invoiceCode: 'CODE',
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = typeof init?.body === 'string' ? init.body : '';
      sent.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: new Headers(init?.headers),
        body,
      });
      if (url.pathname === '/v2/auth/token') {
        return Response.json({ access_token: 'access-1', expires_in: 3600, token_type: 'bearer' });
      }
      return answer(url.pathname);
    },
  });
  return { client, sent };
}

describe("QPay v2's refund as public clients describe it", () => {
  it('sends DELETE /v2/payment/refund/{payment_id} with Bearer and a JSON note; an empty 200 is done', async () => {
    const { client, sent } = scriptedQPay(() => new Response(null, { status: 200 }));
    await qpayProvider(client).refundPayment('319558915525246', 'Үйлчилгээ тасарсан');
    const refund = sent.at(-1)!;
    expect(refund.method).toBe('DELETE');
    expect(refund.path).toBe('/v2/payment/refund/319558915525246');
    expect(refund.headers.get('authorization')).toBe('Bearer access-1');
    expect(refund.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(refund.body)).toEqual({ note: 'Үйлчилгээ тасарсан' });
  });

  it("gives QPay's refusal text (a card-only refund of a bank payment) to the room", async () => {
    const { client } = scriptedQPay(() =>
      Response.json({ error: 'PAYMENT_SETTLED', message: 'Payment is settled' }, { status: 400 }),
    );
    await expect(qpayProvider(client).refundPayment('1', 'x')).rejects.toMatchObject({
      kind: 'refused',
      providerMsg: 'Payment is settled',
    });
  });

  it('reads a refunded payment as REFUNDED whether QPay spells it REFUNDED or REFUND', async () => {
    const { client, sent } = scriptedQPay(() =>
      Response.json({
        count: 3,
        paid_amount: '9900.00',
        rows: [
          { payment_id: 'a', payment_status: 'REFUND', payment_amount: '9900.00' },
          { payment_id: 'b', payment_status: 'REFUNDED', payment_amount: '9900.00' },
          { payment_id: 'c', payment_status: 'paid', payment_amount: '9900.00' },
        ],
      }),
    );
    const check = await qpayProvider(client).checkPayment('inv-1');
    expect(check.payments.map((p) => [p.id, p.status])).toEqual([
      ['a', 'REFUNDED'],
      ['b', 'REFUNDED'],
      ['c', 'PAID'],
    ]);
    const asked = sent.at(-1)!;
    expect([asked.method, asked.path]).toEqual(['POST', '/v2/payment/check']);
    expect(JSON.parse(asked.body)).toEqual({
      object_type: 'INVOICE',
      object_id: 'inv-1',
      offset: { page_number: 1, page_limit: 100 },
    });
  });
});

describe('QPAY_BASE_URL', () => {
  it('sends the same protocol over real HTTP when set', async () => {
    t = await createTestApp();
    const sandbox = qpaySandboxApp(t.deps, paymentSettings(t.config), { controls: false });
    const hits: string[] = [];
    const server = serve({
      fetch: (request: Request) => {
        hits.push(`${request.method} ${new URL(request.url).pathname}`);
        return sandbox.fetch(request);
      },
      port: 0,
      hostname: '127.0.0.1',
    });
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const qpayBaseUrl = `http://127.0.0.1:${port}/qpay-sandbox`;
      const payment = { ...t.config.payment, provider: 'qpay' as const, qpayBaseUrl };
      const app = createApp({ ...t.deps, config: { ...t.config, payment } });
      const user = await createSignedInUser(t);
      const movie = await t.db
        .selectFrom('movies')
        .select('media_id')
        .where('is_theatre', '=', 1)
        .where('price', '>', 0)
        .where('vid1', 'is not', null)
        .executeTakeFirstOrThrow();
      const remote = { ...t, app };
      const { bill, data } = expectInvoice(await movieInvoice(remote, user, movie.media_id));
      expect(data.urls).toHaveLength(9);
      await sandboxPay(t, bill, { callback: false });
      const check = await checkBill(remote, user.token, bill);
      expect((check.json as { status: number }).status).toBe(1);
      expect(hits).toEqual([
        'POST /qpay-sandbox/v2/auth/token',
        'POST /qpay-sandbox/v2/invoice',
        'POST /qpay-sandbox/v2/payment/check',
      ]);
    } finally {
      server.close();
    }
  });
});

describe('token expiry and link hygiene', () => {
  it('reads expires_in as Unix seconds (QPay), milliseconds or a duration', () => {
    const now = Date.UTC(2026, 5, 15);
    expect(tokenExpiry(Math.floor(now / 1000) + 3600, now)).toBe(now + 3_600_000);
    expect(tokenExpiry(now + 5_000, now)).toBe(now + 5_000);
    expect(tokenExpiry(7200, now)).toBe(now + 7_200_000);
    expect(tokenExpiry(undefined, now)).toBeGreaterThan(now);
  });

  it('drops script links and non-https logos from the provider list', () => {
    expect(
      toBankAppLinks([
        { name: 'Good', description: 'ok', logo: 'https://x.mn/a.png', link: 'khanbank://q?a=1' },
        {
          name: 'Script',
          description: 'x',
          logo: 'https://x.mn/a.png',
          link: 'javascript:alert(1)',
        },
        { name: 'Data', description: 'x', logo: null, link: 'data:text/html,hi' },
        { name: 'Plain', description: 'x', logo: 'http://x.mn/a.png', link: 'most://q?a=1' },
        { name: '', description: 'x', logo: null, link: 'most://q' },
        { name: 'Space', description: 'x', logo: null, link: 'most://q a' },
        'junk',
      ]),
    ).toEqual([
      { name: 'Good', description: 'ok', logo: 'https://x.mn/a.png', link: 'khanbank://q?a=1' },
      { name: 'Plain', description: 'x', logo: null, link: 'most://q?a=1' },
    ]);
  });
});
