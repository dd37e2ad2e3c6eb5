import type { SeedContext } from './context';
import { insertMany } from './context';

/** Subscription packs and the transfer account; bank apps are not seeded (QPay lists them). */
export async function seedPayments(ctx: SeedContext): Promise<number[]> {
  const options = [
    { title: '30 хоног', days: 30, price: 9_900 },
    { title: '90 хоног', days: 90, price: 24_900 },
    { title: '365 хоног', days: 365, price: 89_000 },
  ].map((o, sort) => ({ id: ctx.nextId('payment_options'), ...o, sort }));
  await insertMany(ctx.db, 'payment_options', options);
  await insertMany(ctx.db, 'bank_accounts', [
    {
      id: ctx.nextId('bank_accounts'),
      bank_name: 'Хаан банк',
      account_number: '5012345678',
      holder: 'Би Ти Ви ХХК',
      iban: 'MN580005005012345678',
    },
  ]);
  return options.map((o) => o.id);
}
