import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxEntry {
  channel: OutboxChannel;
  /** Phone number or e-mail address. */
  recipient: string;
  code: string;
  body: string;
}

/**
 * The sandbox providers' outbox, kept in the database (not in memory) so that a test or a second
 * server instance reads what any instance sent. Served only by the dev routes.
 */
export async function writeOutbox(db: Kysely<Database>, clock: Clock, entry: OutboxEntry) {
  await db
    .insertInto('outbox')
    .values({ ...entry, created_at: new Date(clock.now()).toISOString() })
    .execute();
}

export function latestOutbox(db: Kysely<Database>, channel: OutboxChannel, recipient: string) {
  return db
    .selectFrom('outbox')
    .select(['recipient', 'code', 'body', 'created_at'])
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
