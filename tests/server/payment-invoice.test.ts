import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '../../contract/endpoints/payment';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { expectInvoice, extendInvoice, movieInvoice, paymentApp, SECOND } from './payment-helpers';
import type { PaymentFixtures } from './payment-helpers';
import { call } from './test-app';

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

const PNG_MAGIC = '89504e470d0a1a0a';

describe('movie invoice', () => {
  it('answers a QR invoice for a priced theatre title: real PNG, nine bank apps, 90 s', async () => {
    const { t, zero, pricedTheatre, price } = await fixtures();
    const body = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const { data } = body;
    expect(Buffer.from(data.qr_image, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    expect(data.qr_text).toContain('/qpay-sandbox/pay/');
    expect(data.amount).toBe(price);
    expect(data.expires_at).toBe(new Date(t.clock.now() + 90 * SECOND).toISOString());
    expect(data.urls).toHaveLength(9);
    for (const link of data.urls) {
      expect(link.logo).toMatch(/^https:\/\//);
      expect(link.link).toBe(
        `${link.link.split('://')[0]}://q?qPay_QRcode=${encodeURIComponent(data.qr_text)}`,
      );
    }
    expect(data.urls.map((u) => u.name)).toEqual(
      expect.arrayContaining(['qPay wallet', 'Khan bank', 'Xac bank', 'Capitron bank']),
    );
    const row = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('bill', '=', body.bill)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: zero.id, kind: 'rental', amount: price, status: 'open' });
  });

  it('returns the same invoice for the same open order, also under parallel requests', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const first = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    t.clock.advance(60 * SECOND);
    const again = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    expect(again.bill).toBe(first.bill);
    expect(again.data).toEqual(first.data);

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => movieInvoice(t, zero, pricedTheatre)),
    );
    expect(new Set(parallel.map((res) => expectInvoice(res).bill))).toEqual(new Set([first.bill]));
    const open = await t.db
      .selectFrom('invoices')
      .select('bill')
      .where('user_id', '=', zero.id)
      .where('movie_id', '=', pricedTheatre)
      .execute();
    expect(open.map((r) => r.bill)).toEqual([first.bill]);
  });

  it('creates one invoice when the first requests for an order race', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => movieInvoice(t, zero, pricedTheatre)),
    );
    const bills = new Set(answers.map((res) => expectInvoice(res).bill));
    expect(bills.size).toBe(1);
    const rows = await t.db
      .selectFrom('invoices')
      .select('status')
      .where('user_id', '=', zero.id)
      .where('movie_id', '=', pricedTheatre)
      .execute();
    expect(rows).toEqual([{ status: 'open' }]);
  });

  it('makes a new invoice once the QR has expired (90 s)', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const first = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    t.clock.advance(90 * SECOND - 1);
    expect(expectInvoice(await movieInvoice(t, zero, pricedTheatre)).bill).toBe(first.bill);
    t.clock.advance(1);
    const second = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    expect(second.bill).not.toBe(first.bill);
    expect(second.data.qr_text).not.toBe(first.data.qr_text);
    expect(second.data.expires_at).toBe(new Date(t.clock.now() + 90 * SECOND).toISOString());
    const old = await t.db
      .selectFrom('invoices')
      .select('status')
      .where('bill', '=', first.bill)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
  });

  it('keeps orders apart: per user, per title, per option', async () => {
    const { t, zero, paid, pricedTheatre, rentedTheatre, option } = await fixtures();
    const other = await t.db
      .selectFrom('movies')
      .select('media_id')
      .where('is_theatre', '=', 1)
      .where('price', '>', 0)
      .where('vid1', 'is not', null)
      .where('media_id', 'not in', [pricedTheatre, rentedTheatre])
      .executeTakeFirstOrThrow();
    const a = expectInvoice(await movieInvoice(t, zero, pricedTheatre)).bill;
    const b = expectInvoice(await movieInvoice(t, paid, pricedTheatre)).bill;
    const c = expectInvoice(await movieInvoice(t, zero, other.media_id)).bill;
    const d = expectInvoice(await extendInvoice(t, zero, option.id)).bill;
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(expectInvoice(await extendInvoice(t, zero, option.id)).bill).toBe(d);
  });

  it('does not bill a title the user is renting: status true with a message, no invoice', async () => {
    const { t, paid, rentedTheatre } = await fixtures();
    const body = expectResponse('movieInvoice', await movieInvoice(t, paid, rentedTheatre));
    expect(body).toEqual({ status: true, msg: paymentMessages.alreadyRented });
    const count = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', paid.id)
      .where('movie_id', '=', rentedTheatre)
      .where('status', '=', 'open')
      .execute();
    expect(count).toEqual([]);
  });

  it('refuses free titles and titles without video; 404 for unknown ones, 400 for bad ids', async () => {
    const { t, zero, freeTheatre, freeMovie, pricedTheatreNoVideo } = await fixtures();
    for (const id of [freeTheatre, freeMovie]) {
      const body = expectResponse('movieInvoice', await movieInvoice(t, zero, id));
      expect(body).toEqual({ status: false, msg: paymentMessages.notForRent });
    }
    expect(
      expectResponse('movieInvoice', await movieInvoice(t, zero, pricedTheatreNoVideo)),
    ).toEqual({ status: false, msg: spec.videoMissing });
    expectError(await movieInvoice(t, zero, 999_999), 404, extra.notFound);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await call(t.app, 'GET', `/api/qpay/invoice/${zero.id}/${bad}/movie`, {
        token: zero.token,
      });
      expectError(res, 400, extra.badRequest);
    }
    expectError(await extendInvoice(t, zero, 999_999), 404, extra.notFound);
  });
});

describe('rental period setting', () => {
  it('defaults to 72 hours and tells the client in tvod/check and the options list', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const res = await call(
      t.app,
      'GET',
      buildPath(paths.tvodCheck.path, { userId: zero.id, movieId: pricedTheatre }),
      { token: zero.token },
    );
    expect(expectResponse('tvodCheck', res)).toEqual({
      status: false,
      data: { ends_at: null, rental_hours: 72 },
    });
    const options = expectResponse(
      'paymentOptions',
      await call(t.app, 'GET', paths.paymentOptions.path),
    );
    expect(options.rental_hours).toBe(72);
    expect(options.data?.length).toBeGreaterThanOrEqual(3);
  });

  it('RENTAL_HOURS=5 makes the 5-hour variant', async () => {
    const { t, zero, pricedTheatre } = await fixtures({ RENTAL_HOURS: '5' });
    const options = expectResponse(
      'paymentOptions',
      await call(t.app, 'GET', paths.paymentOptions.path),
    );
    expect(options.rental_hours).toBe(5);
    const res = await call(
      t.app,
      'GET',
      buildPath(paths.tvodCheck.path, { userId: zero.id, movieId: pricedTheatre }),
      { token: zero.token },
    );
    expect(expectResponse('tvodCheck', res).data?.rental_hours).toBe(5);
  });
});

describe('bank account and options', () => {
  it('lists the transfer account and the payment options publicly', async () => {
    const { t } = await fixtures();
    const accounts = expectData('bankAccount', await call(t.app, 'GET', paths.bankAccount.path));
    expect(accounts[0]).toMatchObject({ bank_name: 'Хаан банк', account_number: '5012345678' });
    const options = expectData(
      'paymentOptions',
      await call(t.app, 'GET', paths.paymentOptions.path),
    );
    expect(options.map((o) => o.days)).toEqual([30, 90, 365]);
  });
});
