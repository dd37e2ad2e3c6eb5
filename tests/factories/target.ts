import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/**
 * What a factory writes into: a test app (`createTestApp()`) or any database with a clock.
 * Rows are dated from `clock.now()`, so "now" in a factory's rows is the app's now.
 */
export interface FactoryTarget {
  db: Kysely<Database>;
  clock: { now(): number };
}

let counter = 0;

/** A number no other factory call in this test file has had: unique phones and titles. */
export function nextNumber(): number {
  counter += 1;
  return counter;
}
