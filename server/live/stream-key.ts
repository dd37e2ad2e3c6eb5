import { createHash, randomBytes } from 'node:crypto';

/*
 * A channel's secret stream key (decision 072): 20 random bytes in base32 without padding, 32
 * characters of [a-z2-7], so it fits an RTMP path, an SRT passphrase (10–79 characters) and an
 * OBS text box. Only its SHA-256 is stored: 160 random bits need no salt or slow hash (no list of
 * guesses can reach them), and the ingest node can look a key up by its hash in one indexed read.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const STREAM_KEY_PATTERN = /^[a-z2-7]{32}$/;

export function newStreamKey(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export function streamKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The last 4 characters, shown beside the channel so staff can tell keys apart. */
export function streamKeyHint(key: string): string {
  return key.slice(-4);
}
