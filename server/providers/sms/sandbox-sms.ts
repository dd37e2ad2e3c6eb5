import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { writeOutbox } from '../outbox';
import type { SmsProvider } from './sms-provider';

/** Sends nothing: logs the code and keeps it in the dev outbox (`GET /__dev/sms/:phone`). */
export function sandboxSms(db: Kysely<Database>, clock: Clock): SmsProvider {
  return {
    name: 'sandbox',
    async send({ phone, body, code }) {
      console.log(`SMS to ${phone}: ${code}`);
      await writeOutbox(db, clock, { channel: 'sms', recipient: phone, code, body });
    },
  };
}
