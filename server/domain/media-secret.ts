import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

const NAME = 'media_signing_secret';

/**
 * MEDIA_SIGNING_SECRET when set (production requires it, config.ts). Otherwise a key generated
 * once and kept in the database, so every instance on it (tests/server/two-instances.test.ts)
 * signs and checks with the same one: the first to start inserts, a racing insert is ignored,
 * and everyone reads back the winner.
 */
export async function mediaSigningSecret(
  db: Kysely<Database>,
  config: Pick<Config, 'mediaSigningSecret'>,
  now: number,
): Promise<string> {
  if (config.mediaSigningSecret) return config.mediaSigningSecret;
  await db
    .insertInto('server_secrets')
    .values({
      name: NAME,
      value: randomBytes(32).toString('base64url'),
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The resolved key; main.ts and the test app resolve it (above) before building the app. */
export function requireSigningSecret(config: Pick<Config, 'mediaSigningSecret'>): string {
  if (!config.mediaSigningSecret) {
    throw new Error('media signing secret not resolved: call mediaSigningSecret() at start');
  }
  return config.mediaSigningSecret;
}

/** What a key derived from the server secret is for; each use gets its own key. */
export type KeyPurpose = 'btv media urls' | 'btv one-time codes' | 'btv srt passphrases';

const derived = new Map<string, Buffer>();

/**
 * HMAC-SHA256(secret, purpose): media URLs and one-time codes never share a key, so a CDN given
 * the media URL key (README "Paid media") cannot compute the code hashes. Kept per process.
 */
export function derivedKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(purpose, 'utf8').digest();
    derived.set(id, key);
  }
  return key;
}
