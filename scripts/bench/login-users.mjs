// Users for the load benchmark's `--logins`: each login signs a different person in, as 25 people
// a second would, rather than one phone whose overlapping attempts its PIN throttle counts as
// guesses (docs/decisions/010). Written straight into the running server's SQLite database with
// the server's own row shape and PIN hash, since a production server sends no readable SMS codes.
import path from 'node:path';
import { register } from 'tsx/esm/api';

const PIN = '3691';

/** Adds `count` users with PIN 3691 to DATA_DIR's database; answers their logins. */
export async function addLoginUsers(dataDir, count) {
  register();
  const { createDb } = await import('../../server/db/client.ts');
  const { userRow } = await import('../../server/db/rows/user-row.ts');
  const { hashPin } = await import('../../server/domain/pin-hash.ts');
  const db = createDb({ dataDir: path.resolve(dataDir), databaseUrl: undefined });
  try {
    const pinHash = await hashPin(PIN);
    const now = Date.now();
    const phones = Array.from({ length: count }, (_, i) => `7700${String(i).padStart(4, '0')}`);
    await db
      .insertInto('users')
      .values(phones.map((phone) => userRow({ phone, pinHash, days: 0, now })))
      .execute();
    return phones.map((phone) => ({ phone, pin: PIN }));
  } finally {
    await db.destroy();
  }
}
