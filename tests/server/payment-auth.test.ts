import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { EndpointName } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectError } from './contract-check';
import { checkBill, expectInvoice, movieInvoice, paymentApp } from './payment-helpers';
import type { PaymentFixtures } from './payment-helpers';
import { call } from './test-app';

/** The payment area's `:userId` routes, with what each needs besides the user. */
const routes = {
  paymentStatus: () => ({}),
  tvodCheck: (f: PaymentFixtures) => ({ movieId: f.pricedTheatre }),
  movieInvoice: (f: PaymentFixtures) => ({ movieId: f.pricedTheatre }),
  extendInvoice: (f: PaymentFixtures) => ({ optionId: f.option.id }),
  receipts: () => ({}),
  taxType: () => ({}),
  taxTypeSet: () => ({}),
} satisfies Partial<Record<EndpointName, (f: PaymentFixtures) => Record<string, number>>>;

const names = Object.keys(routes) as (keyof typeof routes)[];

let f: PaymentFixtures;
beforeAll(async () => {
  f = await paymentApp();
});
afterAll(() => f.t.close());

function send(name: keyof typeof routes, userId: number, token: string | undefined) {
  const route = paths[name];
  return call(f.t.app, route.method, buildPath(route.path, { ...routes[name](f), userId }), {
    token,
    body: route.method === 'POST' ? { type: 'individual' } : undefined,
  });
}

it('covers every :userId route of the payment area', () => {
  for (const name of names) expect(paths[name].path).toContain(':userId');
});

describe.each(names)('%s', (name) => {
  it('no token → 401', async () => {
    expectError(await send(name, f.zero.id, undefined), 401, extra.unauthorized);
  });

  it('a guest id (0) → 401', async () => {
    expectError(await send(name, 0, f.zero.token), 401, extra.unauthorized);
  });

  it("another user's id → 403, and nothing is billed to them", async () => {
    const before = await f.t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', f.paid.id)
      .execute();
    expectError(await send(name, f.paid.id, f.zero.token), 403, extra.forbidden);
    const after = await f.t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', f.paid.id)
      .execute();
    expect(after).toEqual(before);
  });

  it('own id → 2xx', async () => {
    const res = await send(name, f.zero.id, f.zero.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});

describe('bills belong to their user', () => {
  it("checking someone else's bill → 403; without a token → 401; unknown → 404", async () => {
    const { bill } = expectInvoice(await movieInvoice(f.t, f.zero, f.pricedTheatre));
    expectError(await checkBill(f.t, f.paid.token, bill), 403, extra.forbidden);
    expectError(await checkBill(f.t, undefined, bill), 401, extra.unauthorized);
    expectError(await checkBill(f.t, f.zero.token, 'unknownbill123'), 404, extra.notFound);
  });
});
