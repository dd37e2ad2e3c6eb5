import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { writeOutbox } from '../outbox';
import type { EmailProvider } from './email-provider';

/** Sends nothing: logs the code and keeps it in the dev outbox (`GET /__dev/email/:email`). */
export function sandboxEmail(db: Kysely<Database>, clock: Clock): EmailProvider {
  return {
    name: 'sandbox',
    async send({ to, body, code }) {
      console.log(`E-mail to ${to}: ${code}`);
      await writeOutbox(db, clock, { channel: 'email', recipient: to, code, body });
    },
  };
}
