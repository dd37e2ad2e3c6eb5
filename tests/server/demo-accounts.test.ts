import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../server/clock';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed/seed';
import { seedDemo, signableDemoPhones } from '../../server/seed/demo';
import { demoUsers } from '../../server/seed/users';
import { setAccountPin } from '../../server/domain/operator-accounts';
import { createEmptyDb } from './test-app';

/*
 * Issue 27 point 1 on the database this run tests (SQLite, or PostgreSQL under test:pg): a
 * production seed is the catalogue with nobody in it; the demo accounts come only when asked
 * for, and are then the same as when a development start seeds them with the catalogue.
 */

const clock = fakeClock(Date.UTC(2026, 5, 15, 4, 0));

/** Everything that belongs to a person: none of it may exist after a production seed. */
const PERSONAL = [
  'users',
  'sessions',
  'invoices',
  'payments',
  'receipts',
  'rentals',
  'comments',
  'comment_actions',
  'media_statuses',
  'episode_likes',
  'history',
  'notifications',
] as const satisfies readonly (keyof Database)[];

async function counts(db: Kysely<Database>, tables: readonly (keyof Database)[]) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const userRows = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select(['id', 'phone', 'nickname', 'days', 'paid_until', 'avatar'])
    .orderBy('id')
    .execute();

let production: Awaited<ReturnType<typeof createEmptyDb>>;
let development: Awaited<ReturnType<typeof createEmptyDb>>;

beforeAll(async () => {
  production = await createEmptyDb();
  development = await createEmptyDb();
  await migrateToLatest(production.db);
  await migrateToLatest(development.db);
  expect(await seedIfEmpty(production.db, { scale: 1, clock, demo: false })).toBe(true);
  expect(await seedIfEmpty(development.db, { scale: 1, clock, demo: true })).toBe(true);
}, 120_000);

afterAll(async () => {
  await production?.close();
  await development?.close();
});

describe('a production seed', () => {
  it('has the catalogue, and no user, session, payment, rental or activity', async () => {
    const catalogue = await counts(production.db, ['media', 'episodes', 'payment_options']);
    expect(catalogue).toEqual(
      await counts(development.db, ['media', 'episodes', 'payment_options']),
    );
    expect(Object.values(await counts(production.db, PERSONAL))).toEqual(PERSONAL.map(() => 0));
    const commented = await production.db
      .selectFrom('episodes')
      .select('id')
      .where('comment_count', '>', 0)
      .execute();
    expect(commented).toEqual([]);
    expect(await signableDemoPhones(production.db)).toEqual([]);
  });
});

describe('the demo accounts', () => {
  it('are added on request, as a development start seeds them, and only once', async () => {
    expect(await seedDemo(production.db, clock)).toBe('seeded');
    expect(await userRows(production.db)).toEqual(await userRows(development.db));
    expect(await counts(production.db, PERSONAL)).toEqual(await counts(development.db, PERSONAL));
    expect(await seedDemo(production.db, clock)).toBe('present');
    // New rows still get ids after the seeded ones (PostgreSQL's identities were moved on).
    const next = await production.db
      .insertInto('users')
      .values({ phone: '77990100', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(demoUsers.length + 1);
  });

  it('are found while their published PINs sign in, and not once each has a PIN of its own', async () => {
    const phones = demoUsers.map((user) => user.phone);
    expect(await signableDemoPhones(development.db)).toEqual(phones);
    const [first, ...rest] = phones;
    await setAccountPin(development.db, { phone: first!, pin: '4826', now: clock.now() });
    expect(await signableDemoPhones(development.db)).toEqual(rest);
  });
});
