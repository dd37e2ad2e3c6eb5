import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxEntry {
  channel: OutboxChannel;
  /** Phone number or e-mail address. */
  recipient: string;
  code: string | null;
  body: string;
}

export interface SandboxOptions {
  /** In production a sandbox still "sends", but no code is logged or stored in clear text. */
  production: boolean;
}

const HIDDEN = '••••';

/** Keeps the first and last two characters, enough to tell sends apart in a log. */
function maskRecipient(recipient: string): string {
  return recipient.length <= 4 ? HIDDEN : `${recipient.slice(0, 2)}${HIDDEN}${recipient.slice(-2)}`;
}

/**
 * What a sandbox provider logs and keeps for one message. Outside production the code is the
 * point (testers and e2e tests read it from the log or `/__dev/*`); in production a named sandbox
 * must not turn the log or the database into a list of live codes, so both carry only a mask.
 */
export function sandboxRecord(
  message: { channel: OutboxChannel; recipient: string; code: string; body: string },
  { production }: SandboxOptions,
): { entry: OutboxEntry; logRecipient: string; logCode: string } {
  if (!production) {
    return { entry: message, logRecipient: message.recipient, logCode: message.code };
  }
  return {
    entry: { ...message, code: null, body: message.body.split(message.code).join(HIDDEN) },
    logRecipient: maskRecipient(message.recipient),
    logCode: `${HIDDEN} (code hidden in production)`,
  };
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
