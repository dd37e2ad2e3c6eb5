import { createHmac } from 'node:crypto';
import { derivedKey } from '../domain/media-secret';

/*
 * A channel's SRT passphrase (decision 078). Only the stream key's hash is stored, so the
 * listener cannot be given the key itself; instead both the studio (which shows it once, in the
 * SRT URL of a rotation) and the ingest node compute HMAC-SHA256 of the stored hash under a key
 * derived from the server secret. A database reader holds the hash but not the secret, so the
 * table alone lets no one publish; a new stream key is a new passphrase.
 */

/** 32 hex characters (128 bits): inside SRT's 10–79 and ffmpeg's 10–64, safe in a URL. */
const LENGTH = 32;

export function srtPassphrase(secret: string, keyHash: string): string {
  return createHmac('sha256', derivedKey(secret, 'btv srt passphrases'))
    .update(keyHash, 'utf8')
    .digest('hex')
    .slice(0, LENGTH);
}
