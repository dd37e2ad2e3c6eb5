import {
  SUBTITLE_MAX_BYTES,
  subtitleMessages as say,
} from '../../contract/studio/subtitle-messages';
import type { SubtitleRefusal } from './subtitle-cues';

/*
 * An uploaded subtitle file's bytes as text, or why they are not (decision 061): UTF-8 only, a
 * UTF-8 BOM allowed. Mongolian subtitles found on the web are often Windows-1251; guessing an
 * encoding would turn a wrong guess into nonsense on screen, so the editor is asked to re-save.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function lineOf(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Bytes no text file holds: NUL and the other controls but tab, line feed, form feed, return. */
function isBinaryByte(byte: number): boolean {
  return (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f;
}

export function subtitleText(bytes: Uint8Array): { text: string } | SubtitleRefusal {
  if (bytes.length > SUBTITLE_MAX_BYTES) {
    return { message: say.tooLarge, line: null, detail: `${bytes.length} bytes` };
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { message: say.utf16, line: null, detail: 'UTF-16 byte order mark' };
  }
  const body = UTF8_BOM.every((byte, i) => bytes[i] === byte) ? bytes.subarray(3) : bytes;
  const control = body.findIndex(isBinaryByte);
  if (control !== -1) {
    const line = lineOf(body, control);
    return {
      message: say.binary(line),
      line,
      detail: `byte 0x${body[control]!.toString(16)} at ${control}`,
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    // Decode line by line to name the first line that is not UTF-8.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let line = 1; start <= body.length; line++) {
      const end = body.indexOf(0x0a, start);
      const stop = end === -1 ? body.length : end;
      try {
        decoder.decode(body.subarray(start, stop));
      } catch {
        return { message: say.notUtf8(line), line, detail: 'not UTF-8' };
      }
      start = stop + 1;
    }
    return { message: say.notUtf8(1), line: 1, detail: 'not UTF-8' };
  }
}
