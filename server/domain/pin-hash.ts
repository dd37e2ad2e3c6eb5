import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

// scrypt's default cost (N=16384, r=8, p=1): slow enough to make an offline 4-digit guess sweep
// cost something, fast enough (~50 ms) for a login.
const params: ScryptOptions = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

/**
 * The async scrypt runs on libuv's thread pool: ~50 ms of hashing per login on the event loop
 * (scryptSync) held every other request back while logins came in (docs/decisions/011).
 */
function scryptAsync(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, keyLength, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<saltHex>$<hashHex>`. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== keyLength) return false;
  const actual = await scryptAsync(pin, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(actual, expected);
}
