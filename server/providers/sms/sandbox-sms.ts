import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { sandboxRecord, writeOutbox } from '../outbox';
import type { SandboxOptions } from '../outbox';
import type { SmsProvider } from './sms-provider';

/**
 * Sends nothing: logs the send and keeps it in the dev outbox (`GET /__dev/sms/:phone`). The code
 * itself only outside production; see outbox.ts.
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
      await writeOutbox(db, clock, record.entry);
    },
  };
}
