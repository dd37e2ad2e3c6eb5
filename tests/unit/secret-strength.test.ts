import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { MIN_SECRET_BITS, secretBits } from '../../server/secret-strength';
import { PRODUCTION_WITH_SANDBOXES } from '../server/production-env';

/*
 * Issue 27 "Deploying is clear": MEDIA_SIGNING_SECRET keys every paid media URL and the stored
 * code hashes. A key long enough to pass a length check but made of a repeat, a run or a word
 * typed again and again can be guessed offline from one signed URL; the server refuses it.
 */

const PRODUCTION = PRODUCTION_WITH_SANDBOXES;

/** Long enough for the length rule (32+), guessable all the same. */
const WEAK = [
  'a'.repeat(64),
  'ab'.repeat(20),
  'password'.repeat(5),
  'Password1'.repeat(4),
  'changeme'.repeat(4),
  'mysecretmysecret1mysecretmysecret2',
  'abcdefghijklmnopqrstuvwxyz012345',
  '0123456789012345678901234567890123456789',
  'zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQ',
];

describe('MEDIA_SIGNING_SECRET', () => {
  it.each(WEAK)('refuses %s with one line that says why and what to use', (secret) => {
    for (const env of [PRODUCTION, {}]) {
      let error: unknown;
      try {
        loadConfig({ ...env, MEDIA_SIGNING_SECRET: secret });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^MEDIA_SIGNING_SECRET is guessable \(at most \d+ bits/);
      expect(message).toContain('openssl rand -base64 32');
      expect(message).not.toContain(secret);
      expect(message).not.toContain('\n');
    }
  });

  it('accepts generated keys of every common shape', () => {
    for (let i = 0; i < 200; i++) {
      for (const secret of [
        randomBytes(32).toString('base64'),
        randomBytes(32).toString('base64url'),
        randomBytes(24).toString('base64'),
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('hex').toUpperCase(),
      ]) {
        expect(secretBits(secret), secret).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
        const config = loadConfig({ ...PRODUCTION, MEDIA_SIGNING_SECRET: secret });
        expect(config.mediaSigningSecret).toBe(secret);
      }
    }
  });

  it('counts a repeat or a run once, not by its length', () => {
    expect(secretBits('x'.repeat(1000))).toBe(secretBits('x'.repeat(10)));
    expect(secretBits('Qm7vT2xK'.repeat(8))).toBeLessThan(secretBits('Qm7vT2xK') + 8);
    expect(secretBits('abcdefghijklmnopqrstuvwxyz')).toBeLessThan(20);
  });
});
