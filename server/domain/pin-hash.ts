import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt's default cost (N=16384, r=8, p=1): slow enough to make an offline 4-digit guess sweep
// cost something, fast enough (~50 ms) for a login.
const params = { N: 16384, r: 8, p: 1 };
const keyLength = 32;

/** `scrypt$<saltHex>$<hashHex>`. */
export function hashPin(pin: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(pin, salt, keyLength, params);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPin(pin: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== keyLength) return false;
  const actual = scryptSync(pin, Buffer.from(saltHex, 'hex'), keyLength, params);
  return timingSafeEqual(actual, expected);
}
