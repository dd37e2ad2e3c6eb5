import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { sandboxRecord, writeOutbox } from '../outbox';
import type { SandboxOptions } from '../outbox';
import type { EmailProvider } from './email-provider';

/**
 * Sends nothing: logs the send and keeps it in the dev outbox (`GET /__dev/email/:email`). The
 * code itself only outside production; see outbox.ts.
 */
export function sandboxEmail(
  db: Kysely<Database>,
  clock: Clock,
  options: SandboxOptions,
): EmailProvider {
  return {
    name: 'sandbox',
    async send({ to, body, code }) {
      const record = sandboxRecord({ channel: 'email', recipient: to, code, body }, options);
      console.log(`E-mail to ${record.logRecipient}: ${record.logCode}`);
      await writeOutbox(db, clock, record.entry);
    },
  };
}
