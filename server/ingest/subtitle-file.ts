import { createCipheriv } from 'node:crypto';
import { SUBTITLE_IV_HEX, SUBTITLE_KEY_HEX } from '../../contract/subtitle-cipher';
import { readCues } from './subtitle-cues';
import type { Cue, SubtitleFormat, SubtitleRefusal } from './subtitle-cues';
import { subtitleText } from './subtitle-text';

export type { SubtitleRefusal } from './subtitle-cues';

export type SubtitleCheck =
  | { ok: true; format: SubtitleFormat; cueCount: number; vtt: string }
  | ({ ok: false } & SubtitleRefusal);

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

/** Cues as WebVTT, laid out as scripts/generate-media.ts writes the sample's, in time order. */
export function toWebVtt(cues: readonly Cue[]): string {
  const ordered = [...cues].sort((a, b) => a.startS - b.startS);
  const blocks = ordered.map((cue, i) => {
    const settings = cue.settings ? ` ${cue.settings}` : '';
    const timing = `${timestamp(cue.startS)} --> ${timestamp(cue.endS)}${settings}`;
    return `${i + 1}\n${timing}\n${cue.lines.join('\n')}\n`;
  });
  return `WEBVTT\n\n${blocks.join('\n')}`;
}

/**
 * An uploaded SRT or WebVTT file checked and made the WebVTT the player loads (decision 061).
 * `durationS`, when the video's is known, keeps a subtitle of another cut out.
 */
export function checkSubtitleFile(
  bytes: Uint8Array,
  options: { durationS?: number } = {},
): SubtitleCheck {
  const decoded = subtitleText(bytes);
  if (!('text' in decoded)) return { ok: false, ...decoded };
  const read = readCues(decoded.text, options.durationS);
  if (!('cues' in read)) return { ok: false, ...read };
  return { ok: true, format: read.format, cueCount: read.cues.length, vtt: toWebVtt(read.cues) };
}

/**
 * The file to store in the title's media folder: `subs/<lang>.vtt` as it is for a raw subtitle,
 * `subs/<lang>.vtt.enc` for a non-raw one, AES-256-CBC with PKCS#7 under the app's fixed key and
 * IV (contract/subtitle-cipher.ts), exactly as the sample's mn.vtt.enc, which the player decrypts
 * in src/features/player/engine/subtitle-cipher.ts.
 */
export function storedSubtitle(
  vtt: string,
  options: { language: string; raw: boolean },
): { path: string; bytes: Buffer } {
  if (!/^[a-z]{2,3}$/.test(options.language)) {
    throw new Error(`subtitle language must be an ISO 639 code, not ${options.language}`);
  }
  if (options.raw) return { path: `subs/${options.language}.vtt`, bytes: Buffer.from(vtt, 'utf8') };
  const cipher = createCipheriv(
    'aes-256-cbc',
    Buffer.from(SUBTITLE_KEY_HEX, 'hex'),
    Buffer.from(SUBTITLE_IV_HEX, 'hex'),
  );
  const bytes = Buffer.concat([cipher.update(vtt, 'utf8'), cipher.final()]);
  return { path: `subs/${options.language}.vtt.enc`, bytes };
}
