import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/route';
import type { LedgerRow } from '../../contract/studio/endpoints/money';
import { studioPaths } from '../../contract/studio/paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { csvCell, csvText } from '../../server/domain/csv-text';
import { ubDayStart } from '../../server/domain/money-ledger';
import { createMovie, createSignedInUser } from '../factories';
import { checkBill, expectInvoice, movieInvoice, sandboxPay } from './payment-helpers';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The payments ledger (docs/decisions/068-business-money.md): invoices, payments, refunds and
 * staff grants in one list, filtered on the server by kind, Ulaanbaatar days and phone, paged,
 * and exported as a CSV Excel reads (BOM) that never carries a formula.
 */

let t: TestApp;
let finance: StaffMember;
let viewer: { id: number; phone: string; token: string };
let bill: string;

const DAY = 86_400_000;
/** The test clock's day in Ulaanbaatar, 'YYYY-MM-DD'. */
const ubDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaff(t, ['finance']);
  viewer = await createSignedInUser(t);
  const movieId = await createMovie(t, { kind: 'theatre', price: 7_000 });
  ({ bill } = expectInvoice(await movieInvoice(t, viewer, movieId)));
  await sandboxPay(t, bill, { callback: false });
  expect((await checkBill(t, viewer.token, bill)).json).toMatchObject({ status: 1 });
  const invoice = await t.db
    .selectFrom('invoices')
    .select('id')
    .where('bill', '=', bill)
    .executeTakeFirstOrThrow();
  const refunded = await callStudio(t, 'studioAccountRefund', {
    token: finance.token,
    params: { id: viewer.id, invoiceId: invoice.id },
    body: { reason: '=HYPERLINK("http://x","Дарна уу") "буцаалт"' },
  });
  expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
  const granted = await callStudio(t, 'studioAccountDays', {
    token: finance.token,
    params: { id: viewer.id },
    body: { action: 'add', days: 5, reason: 'Нөхөн олговор', key: 'ledger-test-grant-1' },
  });
  expect(granted.status).toBe(200);
});
afterAll(() => t.close());

async function ledger(query: Record<string, string | number>) {
  const res = await callStudio(t, 'studioLedger', { token: finance.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { rows: LedgerRow[]; page: number; has_more: boolean } }).data;
}

describe('the ledger', () => {
  it("lists the viewer's invoice, payment, refund and grant, newest first", async () => {
    const { rows } = await ledger({ phone: viewer.phone });
    expect(rows.map((r) => r.kind).sort()).toEqual(['grant', 'invoice', 'payment', 'refund']);
    const refund = rows.find((r) => r.kind === 'refund')!;
    expect(refund.amount).toBe(-7_000);
    expect(rows.find((r) => r.kind === 'invoice')?.reference).toBe(bill);
    expect(rows.find((r) => r.kind === 'grant')?.detail).toContain('Нөхөн олговор');
    const times = rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by kind, by Ulaanbaatar days and by phone on the server', async () => {
    const refunds = await ledger({ kind: 'refund', phone: viewer.phone });
    expect(refunds.rows.map((r) => r.kind)).toEqual(['refund']);
    const today = ubDay(t.clock.now());
    const yesterday = ubDay(t.clock.now() - DAY);
    expect((await ledger({ phone: viewer.phone, from: today, to: today })).rows).toHaveLength(4);
    expect((await ledger({ phone: viewer.phone, to: yesterday })).rows).toEqual([]);
    expect((await ledger({ phone: '99999999' })).rows).toEqual([]);
    const bad = await callStudio(t, 'studioLedger', {
      token: finance.token,
      query: { kind: 'bribe', from: '2026-13-40' },
    });
    expect(bad.status).toBe(400);
  });

  it('reads Ulaanbaatar days as UTC+8', () => {
    expect(ubDayStart('2026-11-29')).toBe('2026-11-28T16:00:00.000Z');
  });

  it('pages fifty rows at a time', async () => {
    const other = await createSignedInUser(t);
    const now = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('access_grants')
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          user_id: other.id,
          days: 1,
          reason: `Туршилт ${i}`,
          granted_by: finance.id,
          request_key: `ledger-page-${i}`,
          created_at: now,
        })),
      )
      .execute();
    const first = await ledger({ phone: other.phone });
    expect(first.rows).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = await ledger({ phone: other.phone, page: 2 });
    expect(second.rows).toHaveLength(1);
    expect(second.has_more).toBe(false);
    const keys = new Set([...first.rows, ...second.rows].map((r) => r.key));
    expect(keys.size).toBe(51);
  });
});

describe('the CSV export', () => {
  it('writes the filtered rows with a BOM, quoted, with no formula', async () => {
    const path = buildPath(studioPaths.studioLedgerCsv.path, {});
    const res = await t.app.request(`${path}?phone=${viewer.phone}&kind=refund`, {
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('"Төрөл"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Буцаалт"');
    expect(lines[1]).toContain(',-7000,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""Дарна уу"") ""буцаалт"""`);
  });

  it('neutralises every formula start and keeps plain text and numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('Сайн, "тийм"')).toBe('"Сайн, ""тийм"""');
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(null)).toBe('""');
    expect(csvText(['a'], [['б']])).toBe('\uFEFF"a"\r\n"б"\r\n');
  });
});

describe('who may reach money', () => {
  it('refuses a moderator and an editor on every money path (403)', async () => {
    const money = (Object.keys(studioPaths) as StudioEndpointName[]).filter(
      (n) => studioPaths[n].path.startsWith('/api/studio/money') || n === 'studioAccountRefund',
    );
    expect(money.length).toBeGreaterThanOrEqual(3);
    for (const roles of [['moderator'], ['editor']] as const) {
      const who = await createStaff(t, [...roles]);
      for (const name of money) {
        const res = await callStudio(t, name, {
          token: who.token,
          params: { id: 1, invoiceId: 1 },
          body: {},
        });
        expect(res.status, `${name} ${roles[0]}`).toBe(403);
      }
    }
    const admin = await createStaff(t, ['admin']);
    expect((await callStudio(t, 'studioLedger', { token: admin.token })).status).toBe(200);
  });
});
