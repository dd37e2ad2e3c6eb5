import { expect } from 'vitest';
import type { BodyOf, ResponseOf } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectResponse } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { WatchFixtures } from './watch-fixtures';

/** A test app with the seed's payment facts: who to bill and for what. */
export interface PaymentFixtures extends WatchFixtures {
  t: TestApp;
  /** The cheapest payment option (30 days). */
  option: { id: number; title: string; days: number; price: number };
  /** pricedTheatre's price. */
  price: number;
}

export async function paymentApp(env: Record<string, string> = {}): Promise<PaymentFixtures> {
  const t = await createTestApp(env);
  const f = await watchFixtures(t);
  const option = await t.db
    .selectFrom('payment_options')
    .select(['id', 'title', 'days', 'price'])
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const movie = await t.db
    .selectFrom('movies')
    .select('price')
    .where('media_id', '=', f.pricedTheatre)
    .executeTakeFirstOrThrow();
  return { ...f, t, option, price: movie.price };
}

type User = { id: number; token: string };

export function movieInvoice(t: TestApp, user: User, movieId: number, asUserId = user.id) {
  return call(t.app, 'GET', buildPath(paths.movieInvoice.path, { userId: asUserId, movieId }), {
    token: user.token,
  });
}

export function extendInvoice(t: TestApp, user: User, optionId: number) {
  return call(t.app, 'GET', buildPath(paths.extendInvoice.path, { userId: user.id, optionId }), {
    token: user.token,
  });
}

/** An invoice answer that must carry a new or reused invoice: its bill and data. */
export function expectInvoice(res: { status: number; json: unknown }) {
  const body = expectResponse('movieInvoice', res);
  expect(body.status, JSON.stringify(body)).toBe(true);
  expect(body.bill).toBeDefined();
  expect(body.data).toBeDefined();
  return body as Required<Pick<ResponseOf<'movieInvoice'>, 'bill' | 'data'>> &
    ResponseOf<'movieInvoice'>;
}

export function checkBill(t: TestApp, token: string | undefined, bill: string) {
  return call(t.app, 'GET', buildPath(paths.qpayCheck.path, { bill }), { token });
}

export function callback(t: TestApp, bill: string, query: Record<string, string> = {}) {
  return call(t.app, 'GET', buildPath(paths.qpayCallback.path, { bill }), { query });
}

/** The sandbox "bank app" pays; callback false leaves the grant to our checks. */
export function sandboxPay(t: TestApp, ref: string, body: BodyOf<'qpaySandboxPay'> = {}) {
  return call(t.app, 'POST', buildPath(paths.qpaySandboxPay.path, { ref }), { body });
}

export function sandboxFail(t: TestApp, body: BodyOf<'qpaySandboxFail'>) {
  return call(t.app, 'POST', paths.qpaySandboxFail.path, { body });
}

export async function rowsFor(t: TestApp, bill: string) {
  const invoice = await t.db
    .selectFrom('invoices')
    .selectAll()
    .where('bill', '=', bill)
    .executeTakeFirstOrThrow();
  const [payments, rentals, receipts] = await Promise.all([
    t.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoice.id).execute(),
    t.db.selectFrom('rentals').selectAll().where('invoice_id', '=', invoice.id).execute(),
    t.db.selectFrom('receipts').selectAll().where('invoice_id', '=', invoice.id).execute(),
  ]);
  return { invoice, payments, rentals, receipts };
}

export const SECOND = 1_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
