import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { srtListenerArgs, srtListenUrl } from '../../server/live/ingest/srt-listener-args';
import { srtPassphrase } from '../../server/live/srt-passphrase';
import { pickSrtPort } from '../../server/live/srt-ports';
import { newStreamKey, streamKeyHash } from '../../server/live/stream-key';

/*
 * SRT's pieces that need no network (decision 078): the passphrase both the studio and the
 * ingest node derive from the stored key hash, the port a channel is given, the listener's URL.
 */

const SECRET = 'x7Qp2mV9sL4tR8wZ1cB6nH3jK5dF0gYa';

describe('the SRT passphrase', () => {
  const hash = streamKeyHash(newStreamKey());

  it('is HMAC-SHA256 of the key hash under the secret kept for passphrases, 32 hex characters', () => {
    const purposeKey = createHmac('sha256', SECRET).update('btv srt passphrases').digest();
    const expected = createHmac('sha256', purposeKey).update(hash).digest('hex').slice(0, 32);
    expect(srtPassphrase(SECRET, hash)).toBe(expected);
    expect(srtPassphrase(SECRET, hash)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is the same wherever it is computed, and changes with the key or the secret', () => {
    expect(srtPassphrase(SECRET, hash)).toBe(srtPassphrase(SECRET, hash));
    expect(srtPassphrase(SECRET, streamKeyHash(newStreamKey()))).not.toBe(
      srtPassphrase(SECRET, hash),
    );
    expect(srtPassphrase(`${SECRET}!`, hash)).not.toBe(srtPassphrase(SECRET, hash));
    // Not a piece of what the database holds.
    expect(hash).not.toContain(srtPassphrase(SECRET, hash));
  });
});

describe('the SRT port of a channel', () => {
  const range = { first: 10000, last: 10003 };

  it('keeps the channel its own port while it is in the range', () => {
    expect(pickSrtPort(range, new Set([10000, 10001]), 10002)).toBe(10002);
  });

  it('gives the lowest port nobody holds, also when the range moved away from the old one', () => {
    expect(pickSrtPort(range, new Set(), null)).toBe(10000);
    expect(pickSrtPort(range, new Set([10000, 10002]), null)).toBe(10001);
    expect(pickSrtPort(range, new Set([10000]), 9000)).toBe(10001);
  });

  it('gives none when every port is held', () => {
    expect(pickSrtPort(range, new Set([10000, 10001, 10002, 10003]), null)).toBeNull();
    expect(pickSrtPort(range, new Set([10000, 10001, 10002, 10003]), 20000)).toBeNull();
  });
});

describe('the SRT listener', () => {
  it('listens for one caller with the passphrase, AES-256, encryption enforced', () => {
    const plan = { host: '0.0.0.0', port: 10001, passphrase: 'a'.repeat(32) };
    const url = new URL(srtListenUrl(plan));
    expect(url.protocol).toBe('srt:');
    expect(url.host).toBe('0.0.0.0:10001');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'listener',
      passphrase: 'a'.repeat(32),
      pbkeylen: '32',
      enforced_encryption: '1',
    });
    const args = srtListenerArgs(plan);
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', url.href]);
    // Copied, not encoded again: the packager encodes, as for RTMP.
    expect(args.slice(args.indexOf('-c'), args.indexOf('-c') + 2)).toEqual(['-c', 'copy']);
    expect(args.slice(-3)).toEqual(['-f', 'flv', 'pipe:1']);
  });
});
