import { afterEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../contract/endpoints/payment';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectResponse } from './contract-check';
import {
  callback,
  checkBill,
  DAY,
  expectInvoice,
  extendInvoice,
  HOUR,
  movieInvoice,
  paymentApp,
  rowsFor,
  sandboxPay,
  SECOND,
} from './payment-helpers';
import type { PaymentFixtures } from './payment-helpers';
import { call, loginAs } from './test-app';
import type { TestApp } from './test-app';

let f: PaymentFixtures | undefined;
afterEach(async () => {
  await f?.t.close();
  f = undefined;
});

async function fixtures(env: Record<string, string> = {}) {
  f = await paymentApp(env);
  return f;
}

function tvod(t: TestApp, user: { id: number; token: string }, movieId: number) {
  return call(t.app, 'GET', buildPath(paths.tvodCheck.path, { userId: user.id, movieId }), {
    token: user.token,
  });
}

function movie(t: TestApp, token: string, id: number) {
  return call(t.app, 'GET', buildPath(paths.movie.path, { id }), { token });
}

function paymentStatus(t: TestApp, user: { id: number; token: string }) {
  return call(t.app, 'GET', buildPath(paths.paymentStatus.path, { userId: user.id }), {
    token: user.token,
  });
}

describe('nothing is granted without the provider saying PAID', () => {
  it('a forged callback grants nothing, whatever its query says', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const forged: Record<string, string>[] = [
      {},
      { qpay_payment_id: 'forged-1' },
      { qpay_payment_id: 'x', payment_status: 'PAID', paid_amount: '999999' },
    ];
    for (const query of forged) {
      const res = await callback(t, bill, query);
      expect(res.status).toBe(200);
      expect(res.json).toBe('SUCCESS');
    }
    const rows = await rowsFor(t, bill);
    expect(rows.invoice.status).toBe('open');
    expect([rows.payments, rows.rentals, rows.receipts]).toEqual([[], [], []]);
    expect(expectResponse('tvodCheck', await tvod(t, zero, pricedTheatre)).status).toBe(false);
  });

  it('a client claiming it paid gets status 0 and no rental', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const claims = [
      call(t.app, 'GET', buildPath(paths.qpayCheck.path, { bill }), {
        token: zero.token,
        query: { status: 1, paid: 'true', payment_status: 'PAID' },
      }),
      call(t.app, 'GET', buildPath(paths.qpayCheck.path, { bill }), {
        token: zero.token,
        headers: { 'x-payment-status': 'PAID' },
      }),
    ];
    for (const res of await Promise.all(claims)) {
      expect(expectResponse('qpayCheck', res)).toEqual({
        status: 0,
        msg: paymentMessages.notPaid,
        data: { state: 'open' },
      });
    }
    // Writes to the check or callback paths are not routes at all.
    for (const path of [
      buildPath(paths.qpayCheck.path, { bill }),
      buildPath(paths.qpayCallback.path, { bill }),
    ]) {
      const res = await call(t.app, 'POST', path, {
        token: zero.token,
        body: { status: 1, paid_amount: 999_999 },
      });
      expect(res.status).toBe(404);
    }
    const rows = await rowsFor(t, bill);
    expect([rows.payments, rows.rentals, rows.receipts]).toEqual([[], [], []]);
  });

  it('a payment short of the amount grants nothing; the rest of it completes the payment', async () => {
    const { t, zero, pricedTheatre, price } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const short = expectData('qpaySandboxPay', await sandboxPay(t, bill, { amount: price - 1 }));
    expect(short).toMatchObject({ invoice_status: 'OPEN', paid_amount: price - 1 });
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill))).toEqual({
      status: 0,
      msg: paymentMessages.underpaid,
      data: { state: 'open' },
    });
    let rows = await rowsFor(t, bill);
    expect([rows.payments, rows.rentals, rows.receipts]).toEqual([[], [], []]);

    expectData('qpaySandboxPay', await sandboxPay(t, bill, { amount: 1, callback: false }));
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill)).status).toBe(1);
    rows = await rowsFor(t, bill);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]?.amount).toBe(price);
    expect(rows.rentals).toHaveLength(1);
  });

  it("only the invoice's owner may check it", async () => {
    const { t, zero, paid, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    await sandboxPay(t, bill, { callback: false });
    expect((await checkBill(t, paid.token, bill)).status).toBe(403);
    expect((await checkBill(t, undefined, bill)).status).toBe(401);
    expect((await rowsFor(t, bill)).rentals).toEqual([]);
  });
});

describe('a paid invoice grants exactly once', () => {
  it('20 parallel checks and 5 repeated callbacks make one payment, one rental, one receipt', async () => {
    const { t, zero, pricedTheatre, price } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const paid = expectData('qpaySandboxPay', await sandboxPay(t, bill, { callback: false }));
    expect(paid).toMatchObject({
      invoice_status: 'PAID',
      paid_amount: price,
      callback_status: null,
    });

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => checkBill(t, zero.token, bill)),
      ...Array.from({ length: 5 }, () => callback(t, bill, { qpay_payment_id: paid.payment_id! })),
    ]);
    for (const res of answers.slice(0, 20)) {
      expect(expectResponse('qpayCheck', res)).toEqual({
        status: 1,
        msg: paymentMessages.paid,
        data: { state: 'paid' },
      });
    }
    for (const res of answers.slice(20)) expect(res.json).toBe('SUCCESS');

    const rows = await rowsFor(t, bill);
    expect(rows.invoice.status).toBe('paid');
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({ provider_payment_id: paid.payment_id, amount: price });
    expect(rows.rentals).toHaveLength(1);
    expect(rows.receipts).toHaveLength(1);
    const all = await t.db
      .selectFrom('rentals')
      .select('id')
      .where('user_id', '=', zero.id)
      .where('movie_id', '=', pricedTheatre)
      .execute();
    expect(all).toHaveLength(1);

    // And later repeats still change nothing.
    await Promise.all([checkBill(t, zero.token, bill), callback(t, bill)]);
    expect((await rowsFor(t, bill)).rentals).toHaveLength(1);
  });

  it("the sandbox's own callback grants, like QPay's", async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    const paid = expectData('qpaySandboxPay', await sandboxPay(t, bill));
    expect(paid.callback_status).toBe(200);
    expect((await rowsFor(t, bill)).rentals).toHaveLength(1);
    const check = expectResponse('qpayCheck', await checkBill(t, zero.token, bill));
    expect(check.status).toBe(1);
    expect(expectResponse('movieInvoice', await movieInvoice(t, zero, pricedTheatre))).toEqual({
      status: true,
      msg: paymentMessages.alreadyRented,
    });
  });

  it('money paid just before the QR expired still counts when checked after', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    t.clock.advance(89 * SECOND);
    await sandboxPay(t, bill, { callback: false });
    t.clock.advance(30 * SECOND);
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill)).status).toBe(1);
    expect((await rowsFor(t, bill)).rentals).toHaveLength(1);
  });

  it('an unpaid expired invoice checks as expired', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    t.clock.advance(91 * SECOND);
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill))).toEqual({
      status: 0,
      msg: paymentMessages.expired,
      data: { state: 'expired' },
    });
  });
});

describe('rentals end when their period ends', () => {
  it('allowed at period - 1 s, refused at period + 1 s; tvod/check and the movie agree', async () => {
    const { t, zero, pricedTheatre } = await fixtures();
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    await sandboxPay(t, bill, { callback: false });
    const paidAt = t.clock.now();
    expect(expectResponse('qpayCheck', await checkBill(t, zero.token, bill)).status).toBe(1);
    const rental = (await rowsFor(t, bill)).rentals[0]!;
    expect(rental.starts_at).toBe(new Date(paidAt).toISOString());
    expect(rental.ends_at).toBe(new Date(paidAt + 72 * HOUR).toISOString());

    t.clock.advance(72 * HOUR - SECOND);
    const user = { id: zero.id, token: await loginAs(t, zero.id) };
    expect(expectResponse('tvodCheck', await tvod(t, user, pricedTheatre))).toEqual({
      status: true,
      data: { ends_at: rental.ends_at, rental_hours: 72 },
    });
    expect(expectData('movie', await movie(t, user.token, pricedTheatre)).can_watch).toBe(true);

    t.clock.advance(2 * SECOND);
    expect(expectResponse('tvodCheck', await tvod(t, user, pricedTheatre))).toEqual({
      status: false,
      data: { ends_at: null, rental_hours: 72 },
    });
    const after = expectData('movie', await movie(t, user.token, pricedTheatre));
    expect(after).toMatchObject({ can_watch: false, reason_code: 'rent', vid1: null });
    // Over, so the title can be rented again.
    expectInvoice(await movieInvoice(t, user, pricedTheatre));
  });

  it('the 5-hour variant grants 5 hours', async () => {
    const { t, zero, pricedTheatre } = await fixtures({ RENTAL_HOURS: '5' });
    const { bill } = expectInvoice(await movieInvoice(t, zero, pricedTheatre));
    await sandboxPay(t, bill);
    const rental = (await rowsFor(t, bill)).rentals[0]!;
    expect(Date.parse(rental.ends_at) - Date.parse(rental.starts_at)).toBe(5 * HOUR);
  });
});

describe('extending access', () => {
  it('adds the option days once, flips payment status to 1 and writes a receipt', async () => {
    const { t, zero, option } = await fixtures();
    expect(expectData('paymentStatus', await paymentStatus(t, zero))).toEqual({
      status: 0,
      days: 0,
      paid_until: null,
    });
    const { bill, data } = expectInvoice(await extendInvoice(t, zero, option.id));
    expect(data.amount).toBe(option.price);
    await sandboxPay(t, bill, { callback: false });
    await Promise.all([
      ...Array.from({ length: 20 }, () => checkBill(t, zero.token, bill)),
      ...Array.from({ length: 5 }, () => callback(t, bill)),
    ]);
    const until = new Date(t.clock.now() + option.days * DAY).toISOString();
    expect(expectData('paymentStatus', await paymentStatus(t, zero))).toEqual({
      status: 1,
      days: option.days,
      paid_until: until,
    });
    const me = expectData(
      'me',
      await call(t.app, 'GET', buildPath(paths.me.path, { userId: zero.id }), {
        token: zero.token,
      }),
    );
    expect(me.days).toBe(option.days);
    const rows = await rowsFor(t, bill);
    expect([rows.payments.length, rows.receipts.length, rows.rentals.length]).toEqual([1, 1, 0]);

    // A second extension adds on top of the first.
    const next = expectInvoice(await extendInvoice(t, zero, option.id));
    expect(next.bill).not.toBe(bill);
    await sandboxPay(t, next.bill);
    expect(expectData('paymentStatus', await paymentStatus(t, zero)).days).toBe(2 * option.days);
  });

  it('extends from paid_until while access is still running', async () => {
    const { t, paid, option } = await fixtures();
    const before = expectData('paymentStatus', await paymentStatus(t, paid));
    expect(before.status).toBe(1);
    const { bill } = expectInvoice(await extendInvoice(t, paid, option.id));
    await sandboxPay(t, bill);
    const after = expectData('paymentStatus', await paymentStatus(t, paid));
    expect(after.days).toBe(before.days + option.days);
    expect(Date.parse(after.paid_until!) - Date.parse(before.paid_until!)).toBe(option.days * DAY);
  });
});
