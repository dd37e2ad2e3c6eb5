import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { packSchema } from '../../contract/studio/endpoints/site';
import { packTexts } from '../../server/domain/studio-site-packs';
import { createSignedInUser } from '../factories';
import { expectData } from './contract-check';
import { checkBill, expectInvoice, extendInvoice, paymentApp, sandboxPay } from './payment-helpers';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call } from './test-app';
import type { TestApp } from './test-app';

/*
 * Access packs in the studio (docs/decisions/058-studio-site-pages-and-packs.md): finance edits
 * them, the viewer's /pack list follows, an open invoice keeps the price it was made with, and a
 * pack an invoice names cannot be deleted.
 */

let t: TestApp;
let finance: StaffMember;

beforeAll(async () => {
  t = (await paymentApp()).t;
  finance = await createStaff(t, ['finance']);
});
afterAll(() => t.close());

async function packs() {
  const res = await callStudio(t, 'studioPacks', { token: finance.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return packSchema.array().parse((res.json as { data: unknown }).data);
}

async function viewerPacks() {
  return expectData('paymentOptions', await call(t.app, 'GET', paths.paymentOptions.path));
}

async function createPack(body: { title: string; days: number; price: number }) {
  const res = await callStudio(t, 'studioPackCreate', { token: finance.token, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number } }).data.id;
}

describe('access packs', () => {
  it('are for finance: an editor is refused', async () => {
    const editor = await createStaff(t, ['editor']);
    expect((await callStudio(t, 'studioPacks', { token: editor.token })).status).toBe(403);
  });

  it('a new pack, its new price and its new place reach the viewer /pack list', async () => {
    const id = await createPack({ title: 'Хагас жил', days: 180, price: 45_000 });
    let viewer = await viewerPacks();
    expect(viewer.at(-1)).toMatchObject({ id, title: 'Хагас жил', days: 180, price: 45_000 });

    const saved = await callStudio(t, 'studioPackUpdate', {
      token: finance.token,
      params: { id },
      body: { title: 'Хагас жилийн багц', days: 182, price: 44_000 },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const count = (await packs()).length;
    for (let i = 0; i < count; i += 1) {
      const moved = await callStudio(t, 'studioPackMove', {
        token: finance.token,
        params: { id },
        body: { direction: 'up' },
      });
      expect(moved.status).toBe(200);
    }
    viewer = await viewerPacks();
    expect(viewer[0]).toMatchObject({ id, title: 'Хагас жилийн багц', days: 182, price: 44_000 });
    expect((await packs()).map((p) => p.id)).toEqual(viewer.map((p) => p.id));

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json', 'user_id'])
      .where('entity', '=', 'pack')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action).slice(0, 2)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ price: 45_000 });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ price: 44_000 });
    expect(audit.every((a) => a.user_id === finance.id)).toBe(true);
  });

  it('an open invoice keeps the price it was made with; a new one has the new price', async () => {
    const id = await createPack({ title: 'Долоо хоног', days: 7, price: 3_000 });
    const viewer = await createSignedInUser(t, { days: 0 });
    const { bill, data } = expectInvoice(await extendInvoice(t, viewer, id));
    expect(data.amount).toBe(3_000);

    const raised = await callStudio(t, 'studioPackUpdate', {
      token: finance.token,
      params: { id },
      body: { title: 'Долоо хоног', days: 7, price: 5_000 },
    });
    expect(raised.status).toBe(200);

    await sandboxPay(t, bill, { callback: false });
    await checkBill(t, viewer.token, bill);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['amount', 'status'])
      .where('bill', '=', bill)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ amount: 3_000, status: 'paid' });

    const next = expectInvoice(await extendInvoice(t, viewer, id));
    expect(next.data.amount).toBe(5_000);
  });

  it('refuses to delete a pack an invoice names; deletes an unused one', async () => {
    const used = await createPack({ title: 'Хэрэглэсэн', days: 30, price: 9_000 });
    const viewer = await createSignedInUser(t, { days: 0 });
    expectInvoice(await extendInvoice(t, viewer, used));
    const refused = await callStudio(t, 'studioPackDelete', {
      token: finance.token,
      params: { id: used },
    });
    expect(refused.status).toBe(409);
    expect((refused.json as { msg: string }).msg).toBe(packTexts.inUse);
    expect((await packs()).find((p) => p.id === used)?.invoices).toBe(1);

    const unused = await createPack({ title: 'Түр', days: 1, price: 500 });
    const gone = await callStudio(t, 'studioPackDelete', {
      token: finance.token,
      params: { id: unused },
    });
    expect(gone.status).toBe(200);
    expect((await viewerPacks()).some((p) => p.id === unused)).toBe(false);
  });

  it('names every wrong field in Mongolian and changes nothing', async () => {
    const before = await packs();
    const res = await callStudio(t, 'studioPackCreate', {
      token: finance.token,
      body: { title: ' ', days: 0, price: 12.5 },
    });
    expect(res.status).toBe(422);
    expect((res.json as { fields: Record<string, string> }).fields).toEqual({
      title: 'Энэ талбарыг бөглөнө үү!',
      days: 'Хамгийн багадаа 1 байна!',
      price: 'Бүхэл тоо оруулна уу!',
    });
    expect(await packs()).toEqual(before);
  });
});
