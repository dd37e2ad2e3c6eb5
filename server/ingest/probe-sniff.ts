/*
 * A look at a file's first bytes, for the refusals ffprobe cannot tell apart: a text file renamed
 * .mp4 and an mp4 cut before its index both make the mov demuxer say "moov atom not found".
 */

/** Bytes read from the start of the file for the sniff. */
export const SNIFF_BYTES = 4096;

/** Control characters no text file holds: all below space but tab, line feed, form feed, return. */
function isBinaryControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f;
}

/** Printable UTF-8 (Cyrillic included) with only the control characters text files use. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  // The sniff may cut a character in two: up to three trailing bytes of a sequence are dropped.
  for (let cut = 0; cut <= Math.min(3, head.length - 1); cut++) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(
        head.subarray(0, head.length - cut),
      );
      return ![...text].some(isBinaryControl);
    } catch {
      // Not UTF-8 with this end: try one byte shorter.
    }
  }
  return false;
}

/** An ISO base media file (mp4, mov, m4a) begins with its `ftyp` box. */
export function isIsoMedia(head: Uint8Array): boolean {
  return head.length >= 8 && new TextDecoder('latin1').decode(head.subarray(4, 8)) === 'ftyp';
}
