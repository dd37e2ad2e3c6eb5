import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { verifyPin } from '../domain/pin-hash';
import type { Database } from '../db/schema';
import { lockForSeeding, resetIdSequences } from '../db/sequences';
import { SeedContext } from './context';
import type { MovieIds } from './movies';
import { demoUsers, seedUsers } from './users';

/*
 * The demo accounts (docs/decisions/039): the users whose phones and PINs README publishes, with
 * their comments, likes, history, notifications, paid days, payments and rental. Development
 * seeds them with the catalogue; `npm run seed -- demo` adds them to a catalogue seeded without
 * them; production never has them, and refuses to start while one can sign in.
 */

/** Tables the demo rows go in, whose ids continue after what is there. */
const DEMO_TABLES = [
  'users',
  'comments',
  'notifications',
  'invoices',
  'payments',
  'receipts',
  'rentals',
  'artworks',
] as const satisfies readonly (keyof Database)[];

async function idsOf(db: Kysely<Database>, kind: 'series' | 'movie' | 'theatre') {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Adds the demo accounts to a seeded catalogue inside the caller's transaction: the titles they
 * watched and the packs they paid are the catalogue's first, as when seeded together.
 */
export async function seedDemoInto(db: Kysely<Database>, now: number): Promise<void> {
  const ctx = new SeedContext(db, 1, now);
  for (const table of DEMO_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    ctx.continueAfter(table, Number(row?.id ?? 0));
  }
  const movies: MovieIds = {
    movies: await idsOf(db, 'movie'),
    theatre: await idsOf(db, 'theatre'),
    live: 0,
  };
  const options = await db.selectFrom('payment_options').select('id').orderBy('sort').execute();
  await seedUsers(
    ctx,
    await idsOf(db, 'series'),
    movies,
    options.map((option) => option.id),
  );
  await ctx.flushArt();
}

export type DemoSeedResult = 'seeded' | 'present' | 'no-catalogue';

/** `npm run seed -- demo`: the demo accounts, once, on a database with the catalogue. */
export async function seedDemo(db: Kysely<Database>, clock: Clock): Promise<DemoSeedResult> {
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx);
    const catalogue = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (!catalogue) return 'no-catalogue';
    const phones = demoUsers.map((user) => user.phone);
    const present = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', 'in', phones)
      .executeTakeFirst();
    if (present) return 'present';
    await seedDemoInto(trx, clock.now());
    await resetIdSequences(trx);
    return 'seeded';
  });
}

/**
 * Demo phones that still sign in with the PIN README publishes. A phone alone is not enough: a
 * real customer may own 99119911 and register it with a PIN of their own.
 */
export async function signableDemoPhones(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['phone', 'pin_hash'])
    .where(
      'phone',
      'in',
      demoUsers.map((user) => user.phone),
    )
    .execute();
  const found: string[] = [];
  for (const demo of demoUsers) {
    const row = rows.find((r) => r.phone === demo.phone);
    if (row?.pin_hash && (await verifyPin(demo.pin, row.pin_hash))) found.push(demo.phone);
  }
  return found;
}
