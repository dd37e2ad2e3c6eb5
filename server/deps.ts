import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/schema';

/** Everything a router needs; built once in main.ts, or per test with a temp database. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}
