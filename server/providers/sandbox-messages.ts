import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type MessageChannel = 'sms' | 'email';

export interface SandboxMessage {
  channel: MessageChannel;
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
  message: { channel: MessageChannel; recipient: string; code: string; body: string },
  { production }: SandboxOptions,
): { entry: SandboxMessage; logRecipient: string; logCode: string } {
  if (!production) {
    return { entry: message, logRecipient: message.recipient, logCode: message.code };
  }
  // A message without a code (a staff answer, decision 070) has nothing to hide but its recipient.
  if (message.code === '') {
    return {
      entry: { ...message, code: null },
      logRecipient: maskRecipient(message.recipient),
      logCode: '',
    };
  }
  return {
    entry: { ...message, code: null, body: message.body.split(message.code).join(HIDDEN) },
    logRecipient: maskRecipient(message.recipient),
    logCode: `${HIDDEN} (code hidden in production)`,
  };
}

/**
 * The sandbox providers' message log, kept in the database (not in memory) so that a test or a
 * second server instance reads what any instance sent. Served only by the dev routes.
 */
export async function recordSandboxMessage(
  db: Kysely<Database>,
  clock: Clock,
  entry: SandboxMessage,
) {
  await db
    .insertInto('sandbox_messages')
    .values({ ...entry, created_at: new Date(clock.now()).toISOString() })
    .execute();
}

export function latestSandboxMessage(
  db: Kysely<Database>,
  channel: MessageChannel,
  recipient: string,
) {
  return db
    .selectFrom('sandbox_messages')
    .select(['recipient', 'code', 'body', 'created_at'])
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
