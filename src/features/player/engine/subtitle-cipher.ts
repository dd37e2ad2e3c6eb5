import { SUBTITLE_IV_HEX, SUBTITLE_KEY_HEX } from '@contract/subtitle-cipher';

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

let key: Promise<CryptoKey> | undefined;

function subtitleKey(): Promise<CryptoKey> {
  key ??= crypto.subtle.importKey('raw', hexToBytes(SUBTITLE_KEY_HEX), 'AES-CBC', false, [
    'decrypt',
  ]);
  return key;
}

/** A non-raw subtitle: AES-256-CBC with PKCS#7 padding under the app's fixed key and IV. */
export async function decryptSubtitle(data: ArrayBuffer): Promise<string> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-CBC', iv: hexToBytes(SUBTITLE_IV_HEX) },
    await subtitleKey(),
    new Uint8Array(data),
  );
  return new TextDecoder().decode(plain);
}

/** The WebVTT text of a subtitle file, decrypted when it is not raw. */
export async function fetchSubtitleText(
  url: string,
  isRaw: boolean,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`subtitle ${response.status}`);
  return isRaw ? response.text() : decryptSubtitle(await response.arrayBuffer());
}
