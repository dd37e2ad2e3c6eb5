import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { scryptLowPriority } from './scrypt-pool';

// scrypt's default cost (N=16384, r=8, p=1): slow enough to make an offline 4-digit guess sweep
// cost something, fast enough (~50 ms) for a login.
const params: ScryptOptions = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

/**
 * Off the event loop (~50 ms of hashing there held every other request back, decision 011) and
 * below its priority (decision 034): see scrypt-pool.ts.
 */
function scryptAsync(pin: string, salt: Buffer): Promise<Buffer> {
  return scryptLowPriority(pin, salt, keyLength, params);
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
