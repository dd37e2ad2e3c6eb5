import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { accountMessages } from '../../contract/studio/accounts-values';
import { accountSchema } from '../../contract/studio/endpoints/accounts';
import { moneyDb } from '../../server/db/money-schema';
import { paymentDb } from '../../server/db/payment-schema';
import { linkMediaFolders } from '../../server/domain/media-folders';
import { REVOCATION_CHECK_MS } from '../../server/domain/media-revocations';
import { REFUND_CLAIM_MS, refundInvoice } from '../../server/domain/payment-refunds';
import { createPaymentProvider } from '../../server/providers/payment/create-payment-provider';
import { paymentSettings } from '../../server/providers/payment/payment-settings';
import { createMovie, createSignedInUser } from '../factories';
import {
  checkBill,
  expectInvoice,
  extendInvoice,
  movieInvoice,
  sandboxFail,
  sandboxPay,
} from './payment-helpers';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * QPay refunds from the accounts room (docs/decisions/068-business-money.md): the payment is
 * refunded at the QPay sandbox through DELETE /v2/payment/refund/{id}, the access it bought is
 * withdrawn in the refund's transaction, a refunded rental's signed URLs stop, and a refund
 * happens once: pressed twice, sent twice at once, or retried after a crash between QPay's
 * answer and our write.
 */

let t: TestApp;
let finance: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaff(t, ['finance']);
});
afterAll(() => t.close());

type Viewer = { id: number; token: string };

async function invoiceId(bill: string) {
  const row = await t.db
    .selectFrom('invoices')
    .select('id')
    .where('bill', '=', bill)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A viewer pays a rental at the sandbox; our check grants it. */
async function paidRental(price = 6_000) {
  const viewer = await createSignedInUser(t);
  const movieId = await createMovie(t, { kind: 'theatre', price });
  await linkMediaFolders(t.db, t.config);
  const { bill } = expectInvoice(await movieInvoice(t, viewer, movieId));
  expect((await sandboxPay(t, bill, { callback: false })).status).toBe(200);
  expect((await checkBill(t, viewer.token, bill)).json).toMatchObject({ status: 1 });
  return { viewer, movieId, bill, invoice: await invoiceId(bill) };
}

/** A viewer with 3 days left buys the cheapest pack at the sandbox. */
async function paidDays() {
  const viewer = await createSignedInUser(t, { days: 3 });
  const option = await t.db
    .selectFrom('payment_options')
    .select(['id', 'days'])
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const { bill } = expectInvoice(await extendInvoice(t, viewer, option.id));
  expect((await sandboxPay(t, bill, { callback: false })).status).toBe(200);
  expect((await checkBill(t, viewer.token, bill)).json).toMatchObject({ status: 1 });
  return { viewer, bill, option, invoice: await invoiceId(bill) };
}

function refund(
  viewer: Viewer,
  invoice: number,
  reason = 'Хэрэглэгч буцаалт хүссэн',
  token = finance.token,
) {
  return callStudio(t, 'studioAccountRefund', {
    token,
    params: { id: viewer.id, invoiceId: invoice },
    body: { reason },
  });
}

async function daysLeft(userId: number) {
  const user = await t.db
    .selectFrom('users')
    .select('paid_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.paid_until
    ? Math.round((Date.parse(user.paid_until) - t.clock.now()) / 86_400_000)
    : 0;
}

async function sandboxStatus(bill: string) {
  const db = paymentDb(t.db);
  const invoice = await db
    .selectFrom('qpay_sandbox_invoices')
    .select('invoice_id')
    .where('sender_invoice_no', '=', bill)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('qpay_sandbox_payments')
    .select('status')
    .where('invoice_id', '=', invoice.invoice_id)
    .execute();
  return rows.map((r) => r.status);
}

async function refundsOf(invoice: number) {
  return moneyDb(t.db)
    .selectFrom('payment_refunds')
    .selectAll()
    .where('invoice_id', '=', invoice)
    .execute();
}

async function audits(userId: number) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'account')
    .where('entity_id', '=', String(userId))
    .where('action', '=', 'refund')
    .execute();
}

describe('a refund through QPay', () => {
  it('refunds a rental at QPay, ends it, stops its signed URLs, and is audited with the reason', async () => {
    const { viewer, movieId, bill, invoice } = await paidRental();
    const manifest = async () => {
      const res = await call(t.app, 'GET', buildPath(paths.movie.path, { id: movieId }), {
        token: viewer.token,
      });
      return (res.json as { data: { vid1: string | null } }).data.vid1;
    };
    const signed = await manifest();
    expect(signed).toMatch(/^\/media\/s\//);
    expect((await t.app.request(signed!)).status).toBe(200);

    const res = await refund(viewer, invoice);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      msg: accountMessages.refunded(6_000),
      data: { amount: 6_000 },
    });
    expect(await sandboxStatus(bill)).toEqual(['REFUNDED']);

    const rental = await t.db
      .selectFrom('rentals')
      .select(['ends_at', 'cancel_reason'])
      .where('invoice_id', '=', invoice)
      .executeTakeFirstOrThrow();
    expect(Date.parse(rental.ends_at)).toBe(t.clock.now());
    expect(rental.cancel_reason).toBe('Хэрэглэгч буцаалт хүссэн');
    t.clock.advance(REVOCATION_CHECK_MS);
    expect((await t.app.request(signed!)).status).toBe(403);

    const audit = await audits(viewer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_id).toBe(finance.id);
    expect(audit[0]!.after_json).toContain('Хэрэглэгч буцаалт хүссэн');

    const account = await callStudio(t, 'studioAccount', {
      token: finance.token,
      params: { id: viewer.id },
    });
    const read = accountSchema.parse((account.json as { data: unknown }).data);
    expect(read.invoices.find((i) => i.id === invoice)?.refunded_at).not.toBeNull();
  });

  it('withdraws the days a pack bought, and a second press refunds nothing more', async () => {
    const { viewer, option, invoice } = await paidDays();
    expect(await daysLeft(viewer.id)).toBe(3 + option.days);
    expect((await refund(viewer, invoice)).status).toBe(200);
    expect(await daysLeft(viewer.id)).toBe(3);
    const again = await refund(viewer, invoice);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ msg: accountMessages.refundAlready });
    expect(await daysLeft(viewer.id)).toBe(3);
    expect(await audits(viewer.id)).toHaveLength(1);
  });

  it('two refunds sent at once refund once', async () => {
    const { viewer, option, bill, invoice } = await paidDays();
    const answers = await Promise.all([refund(viewer, invoice), refund(viewer, invoice)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await sandboxStatus(bill)).toEqual(['REFUNDED']);
    expect(await daysLeft(viewer.id)).toBe(3 + option.days - option.days);
    expect(await refundsOf(invoice)).toEqual([expect.objectContaining({ state: 'done' })]);
    expect(await audits(viewer.id)).toHaveLength(1);
  });

  it('a crash between QPay refunding and our write is finished by a retry, once', async () => {
    const { viewer, option, bill, invoice } = await paidDays();
    const { provider } = createPaymentProvider(t, paymentSettings(t.config));
    let refundCalls = 0;
    const crashing = {
      ...provider,
      async refundPayment(id: string, note: string) {
        refundCalls += 1;
        await provider.refundPayment(id, note);
        throw new Error('the process died here');
      },
    };
    const ctx = { db: t.db, now: () => t.clock.now(), mediaUrlTtlMs: t.config.mediaUrlTtlMs };
    const request = {
      staffId: finance.id,
      userId: viewer.id,
      invoiceId: invoice,
      reason: 'Давхар төлөлт',
    };
    await expect(refundInvoice({ ...ctx, provider: crashing }, request)).rejects.toThrow('died');
    expect(await sandboxStatus(bill)).toEqual(['REFUNDED']);
    expect(await refundsOf(invoice)).toEqual([expect.objectContaining({ state: 'pending' })]);
    expect(await daysLeft(viewer.id)).toBe(3 + option.days);

    // While the first request's claim runs, a retry is told to wait.
    const early = await refund(viewer, invoice);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ msg: accountMessages.refundBusy });

    t.clock.advance(REFUND_CLAIM_MS + 1);
    const retry = await refundInvoice({ ...ctx, provider: crashing }, request);
    expect(retry).toEqual({ kind: 'refunded', amount: expect.any(Number) as number });
    // QPay already had it refunded: the retry asked payment/check and did not refund again.
    expect(refundCalls).toBe(1);
    expect(await daysLeft(viewer.id)).toBe(3);
    expect(await refundsOf(invoice)).toEqual([expect.objectContaining({ state: 'done' })]);
    expect(await audits(viewer.id)).toHaveLength(1);
    expect((await refund(viewer, invoice)).json).toMatchObject({
      msg: accountMessages.refundAlready,
    });
  });
});

describe('a refund that cannot be made', () => {
  it("says QPay's refusal, changes nothing, and works once QPay agrees", async () => {
    const { viewer, option, invoice } = await paidDays();
    await sandboxFail(t, { op: 'refund', mode: 'status-false', msg: 'Буцаалтын хугацаа дууссан' });
    try {
      const res = await refund(viewer, invoice);
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({
        msg: accountMessages.refundProvider('Буцаалтын хугацаа дууссан'),
      });
      expect(await refundsOf(invoice)).toEqual([]);
      expect(await daysLeft(viewer.id)).toBe(3 + option.days);
      await sandboxFail(t, { op: 'refund', mode: 'http500' });
      const down = await refund(viewer, invoice);
      expect(down.status).toBe(409);
      expect(down.json).toMatchObject({ msg: accountMessages.refundProvider(null) });
    } finally {
      await sandboxFail(t, { op: 'refund', mode: 'none' });
    }
    expect((await refund(viewer, invoice)).status).toBe(200);
    expect(await daysLeft(viewer.id)).toBe(3);
  });

  it("refuses an unpaid invoice, another user's invoice, and a missing reason", async () => {
    const viewer = await createSignedInUser(t);
    const option = await t.db.selectFrom('payment_options').select('id').executeTakeFirstOrThrow();
    const { bill } = expectInvoice(await extendInvoice(t, viewer, option.id));
    const open = await refund(viewer, await invoiceId(bill));
    expect(open.status).toBe(409);
    expect(open.json).toMatchObject({ msg: accountMessages.refundNothing });

    const { invoice } = await paidDays();
    expect((await refund(viewer, invoice)).status).toBe(404);
    const stranger = await createSignedInUser(t);
    const noReason = await callStudio(t, 'studioAccountRefund', {
      token: finance.token,
      params: { id: stranger.id, invoiceId: invoice },
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(422);
    expect((noReason.json as { fields: Record<string, string> }).fields.reason).toBeTruthy();
  });

  it('refuses a moderator and an editor', async () => {
    const { viewer, invoice } = await paidDays();
    for (const roles of [['moderator'], ['editor']] as const) {
      const who = await createStaff(t, [...roles]);
      expect((await refund(viewer, invoice, 'Оролдлого', who.token)).status).toBe(403);
    }
    expect(await refundsOf(invoice)).toEqual([]);
  });
});
