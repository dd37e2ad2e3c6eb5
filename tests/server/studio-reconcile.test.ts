import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mismatch } from '../../contract/studio/endpoints/money';
import { moneyMessages } from '../../contract/studio/money-values';
import { moneyDb } from '../../server/db/money-schema';
import { paymentDb } from '../../server/db/payment-schema';
import { moneyJobHandlers, RECONCILE_JOB } from '../../server/jobs/money-reconcile-job';
import { sandboxStore } from '../../server/providers/payment/sandbox/sandbox-store';
import { createMovie, createSignedInUser } from '../factories';
import { checkBill, expectInvoice, movieInvoice, sandboxPay } from './payment-helpers';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Reconciliation with QPay (docs/decisions/068-business-money.md): a payment made at the QPay
 * sandbox whose callback was lost is found and can be granted from the studio, once and
 * audited; a payment QPay no longer holds for a granted invoice is found too; the daily job
 * runs once per day however often it is offered.
 */

let t: TestApp;
let finance: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaff(t, ['finance']);
});
afterAll(() => t.close());

async function reconcile() {
  const res = await callStudio(t, 'studioReconcileRun', { token: finance.token, body: {} });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { msg: string; data: { mismatches: Mismatch[] } };
}

function resolve(id: number, reason = 'Callback ирээгүй') {
  return callStudio(t, 'studioMismatchResolve', {
    token: finance.token,
    params: { id },
    body: { reason },
  });
}

async function rentalsOf(userId: number) {
  return t.db.selectFrom('rentals').select('id').where('user_id', '=', userId).execute();
}

describe('reconciliation', () => {
  it('finds a sandbox payment whose callback was lost, and grants it once from the studio', async () => {
    const viewer = await createSignedInUser(t);
    const movieId = await createMovie(t, { kind: 'theatre', price: 4_500 });
    const { bill } = expectInvoice(await movieInvoice(t, viewer, movieId));
    // The bank app paid; QPay's callback never reached us and nobody checked.
    expect((await sandboxPay(t, bill, { callback: false })).status).toBe(200);
    expect(await rentalsOf(viewer.id)).toEqual([]);

    const first = await reconcile();
    const finding = first.data.mismatches.find((m) => m.bill === bill);
    expect(finding).toMatchObject({ kind: 'paid-not-granted', amount: 4_500, phone: viewer.phone });
    // A second run does not list it twice.
    const second = await reconcile();
    expect(second.data.mismatches.filter((m) => m.bill === bill)).toHaveLength(1);

    const granted = await resolve(finding!.id);
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);
    expect(granted.json).toMatchObject({ msg: moneyMessages.granted });
    expect(await rentalsOf(viewer.id)).toHaveLength(1);
    const again = await resolve(finding!.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ msg: moneyMessages.gone });
    expect(await rentalsOf(viewer.id)).toHaveLength(1);
    // Granted now: the viewer's own check agrees, and nothing is left to find.
    expect((await checkBill(t, viewer.token, bill)).json).toMatchObject({ status: 1 });
    expect((await reconcile()).data.mismatches.filter((m) => m.bill === bill)).toEqual([]);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reconcile-grant')
      .where('entity_id', '=', String(viewer.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_id).toBe(finance.id);
  });

  it('finds an invoice granted here whose payment QPay no longer holds', async () => {
    const viewer = await createSignedInUser(t);
    const movieId = await createMovie(t, { kind: 'theatre', price: 3_000 });
    const { bill } = expectInvoice(await movieInvoice(t, viewer, movieId));
    await sandboxPay(t, bill, { callback: false });
    expect((await checkBill(t, viewer.token, bill)).json).toMatchObject({ status: 1 });
    // Refunded at QPay's own portal, not through the studio.
    const sandboxInvoice = await paymentDb(t.db)
      .selectFrom('qpay_sandbox_invoices')
      .select('invoice_id')
      .where('sender_invoice_no', '=', bill)
      .executeTakeFirstOrThrow();
    const store = sandboxStore(t.db, t.clock);
    const [payment] = await store.payments(sandboxInvoice.invoice_id);
    expect(await store.refund(payment!.payment_id)).toBe('refunded');

    const found = (await reconcile()).data.mismatches.find((m) => m.bill === bill);
    expect(found).toMatchObject({ kind: 'granted-not-paid', provider_amount: 0 });
    const noted = await resolve(found!.id, 'Эрхийг гараар хаслаа');
    expect(noted.json).toMatchObject({ msg: moneyMessages.noted });
  });

  it('the daily job runs once per Ulaanbaatar day, however often it is offered', async () => {
    const handler = moneyJobHandlers({ db: t.db, config: t.config, clock: t.clock })[
      RECONCILE_JOB
    ]!;
    const day = new Date(t.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const job = {
      id: 'x',
      name: RECONCILE_JOB,
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => {},
    };
    await handler({ day }, job);
    await handler({ day }, job);
    const scheduled = await moneyDb(t.db)
      .selectFrom('reconcile_runs')
      .select('id')
      .where('requested_by', 'is', null)
      .execute();
    expect(scheduled).toHaveLength(1);
  });
});
