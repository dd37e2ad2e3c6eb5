import { afterEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../contract/endpoints/payment';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData, expectError, expectResponse } from './contract-check';
import { createPaidInvoice } from '../factories';
import {
  DAY,
  expectInvoice,
  extendInvoice,
  movieInvoice,
  paymentApp,
  rowsFor,
  sandboxPay,
} from './payment-helpers';
import type { PaymentFixtures } from './payment-helpers';
import { call } from './test-app';
import type { TestApp } from './test-app';

let f: PaymentFixtures | undefined;
afterEach(async () => {
  await f?.t.close();
  f = undefined;
});

async function fixtures() {
  f = await paymentApp();
  return f;
}

type User = { id: number; token: string };

function receipts(t: TestApp, user: User, page?: number) {
  return call(t.app, 'GET', buildPath(paths.receipts.path, { userId: user.id }), {
    token: user.token,
    query: page === undefined ? undefined : { page },
  });
}

function setTax(t: TestApp, user: User, body: unknown) {
  return call(t.app, 'POST', buildPath(paths.taxTypeSet.path, { userId: user.id }), {
    token: user.token,
    body,
  });
}

function getTax(t: TestApp, user: User) {
  return call(t.app, 'GET', buildPath(paths.taxType.path, { userId: user.id }), {
    token: user.token,
  });
}

describe('e-barimt receipts', () => {
  it("lists the user's receipts, newest first", async () => {
    const { t, paid, option } = await fixtures();
    // `paid` rented a title an hour ago (watchFixtures); a day ago they bought 30 days.
    await createPaidInvoice(t, {
      userId: paid.id,
      kind: 'extend',
      optionId: option.id,
      amount: option.price,
      paidAt: t.clock.now() - DAY,
    });
    const list = expectData('receipts', await receipts(t, paid));
    expect(list.total).toBe(2);
    expect(list.data.map((r) => r.kind)).toEqual(['rental', 'extend']);
    expect(list.data[1]).toMatchObject({
      title: option.title,
      amount: option.price,
      type: 'individual',
    });
  });

  it('lists a receipt for each paid invoice, and none for unpaid ones', async () => {
    const { t, zero, pricedTheatre, option, price } = await fixtures();
    const rental = expectInvoice(await movieInvoice(t, zero, pricedTheatre)).bill;
    const extend = expectInvoice(await extendInvoice(t, zero, option.id)).bill;
    expect(expectData('receipts', await receipts(t, zero)).total).toBe(0);

    await sandboxPay(t, rental);
    await sandboxPay(t, extend);
    const list = expectData('receipts', await receipts(t, zero));
    expect(list.total).toBe(2);
    const byBill = new Map(list.data.map((r) => [r.bill, r]));
    const title = await t.db
      .selectFrom('media')
      .select('title')
      .where('id', '=', pricedTheatre)
      .executeTakeFirstOrThrow();
    expect(byBill.get(rental)).toMatchObject({
      kind: 'rental',
      title: title.title,
      amount: price,
      type: 'individual',
      register_no: null,
    });
    expect(byBill.get(rental)?.ddtd).toMatch(/^\d{33}$/);
    expect(byBill.get(rental)?.lottery).toMatch(/^\p{Lu}{2} \d{8}$/u);
    expect(byBill.get(extend)).toMatchObject({ kind: 'extend', amount: option.price });
    // Past the end: empty page, real last_page.
    expect(expectData('receipts', await receipts(t, zero, 5))).toMatchObject({
      data: [],
      current_page: 5,
      last_page: 1,
      total: 2,
    });
  });
});

describe('tax type', () => {
  it('defaults to individual, saves a business with its register number, and back', async () => {
    const { t, zero, option } = await fixtures();
    expect(expectData('taxType', await getTax(t, zero))).toEqual({
      type: 'individual',
      register_no: null,
    });
    const saved = expectResponse(
      'taxTypeSet',
      await setTax(t, zero, { type: 'business', register_no: ' 5317878 ' }),
    );
    expect(saved).toEqual({
      status: true,
      msg: paymentMessages.taxSaved,
      data: { type: 'business', register_no: '5317878' },
    });
    expect(expectData('taxType', await getTax(t, zero))).toEqual(saved.data);

    // A receipt made now goes to the business.
    const { bill } = expectInvoice(await extendInvoice(t, zero, option.id));
    await sandboxPay(t, bill);
    expect((await rowsFor(t, bill)).receipts[0]).toMatchObject({
      type: 'business',
      register_no: '5317878',
      lottery: null,
    });

    expect(
      expectData(
        'taxTypeSet',
        await setTax(t, zero, { type: 'individual', register_no: '5317878' }),
      ),
    ).toEqual({ type: 'individual', register_no: null });
  });

  it('asks for a valid register number for a business', async () => {
    const { t, zero } = await fixtures();
    for (const registerNo of [undefined, null, '', '123', '12345678', 'АБ12345']) {
      expectError(
        await setTax(t, zero, { type: 'business', register_no: registerNo }),
        400,
        paymentMessages.registerInvalid,
      );
    }
    expectError(await setTax(t, zero, { type: 'other' }), 400, extra.badRequest);
    expect(expectData('taxType', await getTax(t, zero)).type).toBe('individual');
  });
});
