import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { recordSandboxMessage, sandboxRecord } from '../sandbox-messages';
import type { SandboxOptions } from '../sandbox-messages';
import type { SmsProvider } from './sms-provider';

/**
 * Sends nothing: logs the send and keeps it in the sandbox message log (`GET /__dev/sms/:phone`). The code
 * itself only outside production; see sandbox-messages.ts.
 */
export function sandboxSms(
  db: Kysely<Database>,
  clock: Clock,
  options: SandboxOptions,
): SmsProvider {
  return {
    name: 'sandbox',
    async send({ phone, body, code }) {
      const record = sandboxRecord({ channel: 'sms', recipient: phone, code, body }, options);
      console.log(`SMS to ${record.logRecipient}: ${record.logCode}`);
      await recordSandboxMessage(db, clock, record.entry);
    },
  };
}
