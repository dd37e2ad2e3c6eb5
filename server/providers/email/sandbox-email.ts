import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { recordSandboxMessage, sandboxRecord } from '../sandbox-messages';
import type { SandboxOptions } from '../sandbox-messages';
import type { EmailProvider } from './email-provider';

/**
 * Sends nothing: logs the send and keeps it in the sandbox message log (`GET /__dev/email/:email`). The
 * code itself only outside production; see sandbox-messages.ts.
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
      await recordSandboxMessage(db, clock, record.entry);
    },
  };
}
