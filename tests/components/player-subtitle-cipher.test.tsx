import fs from 'node:fs';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBTITLE_IV_HEX, SUBTITLE_KEY_HEX } from '@contract/subtitle-cipher';
import { decryptSubtitle, fetchSubtitleText } from '@/features/player/engine/subtitle-cipher';
import { server } from './msw-server';

const VTT = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nСайн байна уу\n';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** Encrypts as the server's files are: AES-256-CBC, PKCS#7, with the app's key and IV. */
async function encrypt(text: string): Promise<ArrayBuffer> {
  const key = await webcrypto.subtle.importKey('raw', bytes(SUBTITLE_KEY_HEX), 'AES-CBC', false, [
    'encrypt',
  ]);
  return webcrypto.subtle.encrypt(
    { name: 'AES-CBC', iv: bytes(SUBTITLE_IV_HEX) },
    key,
    new TextEncoder().encode(text),
  );
}

beforeAll(() => {
  // jsdom may lack SubtleCrypto; the browser always has it.
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
});

describe('subtitle decryption', () => {
  it('round-trips: what node:crypto encrypts, the player decrypts', async () => {
    const cipher = await encrypt(VTT);
    expect(new Uint8Array(cipher)).not.toEqual(new TextEncoder().encode(VTT));
    expect(await decryptSubtitle(cipher)).toBe(VTT);
  });

  it('decrypts the sample media the server serves', async () => {
    const dir = path.resolve(import.meta.dirname, '../../media/title/subs');
    const enc = fs.readFileSync(path.join(dir, 'mn.vtt.enc'));
    const plain = fs.readFileSync(path.join(dir, 'mn.vtt'), 'utf8');
    const buffer = enc.buffer.slice(enc.byteOffset, enc.byteOffset + enc.byteLength);
    expect(await decryptSubtitle(buffer)).toBe(plain);
  });

  it('fetches an encrypted file as bytes and a raw file as text', async () => {
    const cipher = await encrypt(VTT);
    server.use(
      http.get('/subs/mn.vtt.enc', () => HttpResponse.arrayBuffer(cipher)),
      http.get('/subs/en.vtt', () => HttpResponse.text('WEBVTT\n\nraw')),
    );
    expect(await fetchSubtitleText('/subs/mn.vtt.enc', false)).toBe(VTT);
    expect(await fetchSubtitleText('/subs/en.vtt', true)).toBe('WEBVTT\n\nraw');
  });

  it('refuses bytes that are not under the app key', async () => {
    const garbage = new Uint8Array(32).fill(7).buffer;
    await expect(decryptSubtitle(garbage)).rejects.toBeDefined();
  });
});
