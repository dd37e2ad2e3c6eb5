import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '../../contract/endpoints/payment';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import {
  callback,
  checkBill,
  expectInvoice,
  extendInvoice,
  movieInvoice,
  paymentApp,
  rowsFor,
  sandboxFail,
  sandboxPay,
} from './payment-helpers';
import type { PaymentFixtures } from './payment-helpers';
import { call } from './test-app';
import { PRODUCTION_WITH_SANDBOXES } from './production-env';

let f: PaymentFixtures | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await f?.t.close();
  f = undefined;
});

async function fixtures(env: Record<string, string> = {}) {
  f = await paymentApp(env);
  return f;
}

async function invoiceCount(fx: PaymentFixtures) {
  const rows = await fx.t.db
    .selectFrom('invoices')
    .select('id')
    .where('user_id', '=', fx.zero.id)
    .execute();
  return rows.length;
}

describe('sandbox failure modes give the documented errors', () => {
  it("invoice: HTTP failure → 502 'Алдаа гарлаа', and no invoice is kept", async () => {
    const fx = await fixtures();
    const { t, zero, pricedTheatre, option } = fx;
    expectData('qpaySandboxFail', await sandboxFail(t, { op: 'invoice', mode: 'http500' }));
    expectError(await movieInvoice(t, zero, pricedTheatre), 502, spec.error);
    expectError(await extendInvoice(t, zero, option.id), 502, paymentMessages.invoiceFailed);
    expect(await invoiceCount(fx)).toBe(0);
  });

  it("auth: QPay's token call failing is the same 502", async () => {
    const fx = await fixtures();
    await sandboxFail(fx.t, { op: 'auth', mode: 'http500' });
    expectError(await movieInvoice(fx.t, fx.zero, fx.pricedTheatre), 502, spec.error);
  });

  it("invoice: provider status false → { status: false, msg } with the provider's text", async () => {
    const fx = await fixtures();
    const { t, zero, pricedTheatre } = fx;
    await sandboxFail(t, { op: 'invoice', mode: 'status-false' });
    expect(expectResponse('movieInvoice', await movieInvoice(t, zero, pricedTheatre))).toEqual({
      status: false,
      msg: 'Гүйлгээ хийх боломжгүй байна.',
    });
    await sandboxFail(t, { op: 'invoice', mode: 'status-false', msg: 'Нэхэмжлэлийн код хаагдсан' });
    expect(expectResponse('movieInvoice', await movieInvoice(t, zero, pricedTheatre))).toEqual({
      status: false,
      msg: 'Нэхэмжлэлийн код хаагдсан',
    });
    expect(await invoiceCount(fx)).toBe(0);

    const reset = expectData('qpaySandboxFail', await sandboxFail(t, { op: 'all', mode: 'none' }));
    expect(reset).toEqual({ auth: 'none', invoice: 'none', check: 'none', refund: 'none' });
    expectInvoice(await movieInvoice(t, zero, pricedTheatre));
  });

  it("check: HTTP failure or refusal → 502 'Шалгахад алдаа гарлаа', nothing granted; then it recovers", async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    await sandboxPay(t, bill, { callback: false });
    for (const mode of ['http500', 'status-false'] as const) {
      await sandboxFail(t, { op: 'check', mode });
      expectError(await checkBill(t, zero.token, bill), 502, spec.checkFailed);
      // QPay retries a callback that did not answer SUCCESS.
      expectError(await callback(t, bill), 502, paymentMessages.checkFailed);
      expect((await rowsFor(t, bill)).rentals).toEqual([]);
    }
    await sandboxFail(t, { op: 'check', mode: 'none' });
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill)).status).toBe(1);
    expect((await rowsFor(t, bill)).rentals).toHaveLength(1);
    // Settled: later checks answer from our records, even while the provider is down.
    await sandboxFail(t, { op: 'check', mode: 'http500' });
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill)).status).toBe(1);
  });

  it('rejects bad control requests with 400', async () => {
    const { t } = await fixtures();
    for (const body of [{}, { op: 'pay', mode: 'none' }, { op: 'check', mode: 'boom' }]) {
      const res = await call(t.app, 'POST', paths.qpaySandboxFail.path, { body });
      expectError(res, 400, extra.badRequest);
    }
    const res = await t.app.request(paths.qpaySandboxFail.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });
});

describe('the sandbox pay page', () => {
  it('shows the invoice and pays it from a form, which grants through the callback', async () => {
    const { t, zero, pricedTheatre, price } = await fixtures();
    const { bill, data } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const payPath = new URL(data.qr_text).pathname;
    const pageRes = await t.app.request(payPath);
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toContain('text/html');
    const page = await pageRes.text();
    expect(page).toContain(new Intl.NumberFormat('mn-MN').format(price));
    expect(page).toContain('Төлөгдөөгүй');
    expect(page).toContain(`action="${payPath}"`);
    // The bill finds the same page.
    expect((await t.app.request(buildPath(paths.qpaySandboxPay.path, { ref: bill }))).status).toBe(
      200,
    );

    const posted = await t.app.request(payPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `amount=${price}`,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(payPath);
    expect((await rowsFor(t, bill)).rentals).toHaveLength(1);
    expect(await (await t.app.request(payPath)).text()).toContain('Төлөгдсөн');
  });

  it('escapes what it shows and answers 404 or 400 for bad references', async () => {
    const { t } = await fixtures();
    expect((await t.app.request('/qpay-sandbox/pay/nope-nope')).status).toBe(404);
    expect((await t.app.request('/qpay-sandbox/pay/%3Cscript%3E')).status).toBe(404);
    const bad = await call(t.app, 'POST', '/qpay-sandbox/pay/abc', { body: { amount: -5 } });
    expectError(bad, 400, extra.badRequest);
    const missing = await call(t.app, 'POST', '/qpay-sandbox/pay/abc', { body: {} });
    expectError(missing, 404, extra.notFound);
  });

  it('is absent in production, with real QPay settings or named as the provider', async () => {
    const real = await fixtures({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'sandbox',
      EMAIL_PROVIDER: 'sandbox',
      QPAY_BASE_URL: 'http://127.0.0.1:9/v2',
      QPAY_CLIENT_ID: 'merchant',
      QPAY_CLIENT_SECRET: 'secret',
      QPAY_INVOICE_CODE: 'MERCHANT_INVOICE',
      PUBLIC_BASE_URL: 'https://btv.example.mn',
    });
    const page = await real.t.app.request('/qpay-sandbox/pay/somebill');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('QPay sandbox');
    expect((await sandboxPay(real.t, 'somebill')).status).toBe(404);
    expect((await sandboxFail(real.t, { op: 'check', mode: 'http500' })).status).toBe(404);
    await real.t.close();
    f = undefined;

    const demo = await fixtures(PRODUCTION_WITH_SANDBOXES);
    // Invoices still open (the provider talks to the sandbox in-process); nobody can pay them.
    const demoBill = expectInvoice(await movieInvoice(demo.t, demo.zero, demo.pricedTheatre)).bill;
    expect((await demo.t.app.request(`/qpay-sandbox/pay/${demoBill}`)).status).toBe(404);
    expect((await sandboxPay(demo.t, demoBill)).status).toBe(404);
    expect((await sandboxFail(demo.t, { op: 'check', mode: 'http500' })).status).toBe(404);
  });
});

describe('no client input makes a 500', () => {
  it('answers odd bills, ids and bodies with 4xx', async () => {
    const { t, zero } = await fixtures();
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/qpay/check/short'],
      ['GET', '/api/qpay/check/has%20space%20inside'],
      ['GET', `/api/qpay/check/${'x'.repeat(65)}`],
      ['GET', '/api/qpay/check/unknownbill123'],
      ['GET', '/api/qpay/callback/unknownbill123'],
      ['GET', '/api/qpay/callback/%00%00%00%00%00%00%00%00'],
      ['GET', `/api/qpay/invoice/${zero.id}/1e3/movie`],
      ['GET', `/api/qpay/invoice/${zero.id}/0x10/extend`],
      ['GET', `/api/m/tvod/check/${zero.id}/999999`],
      ['GET', `/api/m/tvod/check/${zero.id}/-4`],
      ['GET', `/api/m/ebarimt/list/${zero.id}?page=0`],
      ['GET', `/api/m/ebarimt/list/${zero.id}?page=abc`],
      ['POST', `/api/m/ebarimt/type/${zero.id}`, { type: 'company' }],
      ['POST', `/api/m/ebarimt/type/${zero.id}`, { type: 'business', register_no: 12 }],
      ['POST', `/api/m/ebarimt/type/${zero.id}`, []],
      ['POST', `/api/m/ebarimt/type/${zero.id}`, 'text'],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(t.app, method, path, { token: zero.token, body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
