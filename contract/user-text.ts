/*
 * The rule for free text a user writes that others see (names, comments, replies, reports,
 * contact), free of zod so the browser's forms can apply it too (decision 002). The contract's
 * `userText` schema (endpoints/common.ts) is built on it; decision 016 says why.
 */

export interface TextShape {
  /** Comments and messages: tab and line breaks allowed, CRLF and CR read as LF. */
  multiline?: boolean;
}

/** C0 controls, DEL and C1 controls: NUL, escape sequences, backspaces; never typed text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab and line breaks, which a comment or a message may hold. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A lone surrogate is no character at all; UTF-8 storage would turn it into U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E,
 * U+200F, U+061C): invisible, they reorder what others see ("\u202Egnp.exe" shows as "exe.png").
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** True when the text holds a character that is refused outright (422, not cleaned away). */
export function hasForbiddenCharacters(text: string, shape: TextShape = {}): boolean {
  return (shape.multiline ? CONTROL_BUT_LINES : CONTROL).test(text) || LONE_SURROGATE.test(text);
}

/**
 * The text as it is stored: bidi controls dropped, line breaks as LF, trimmed and in Unicode
 * NFC, so "й" typed as и + U+0306 is one letter, stored, compared and counted as such.
 */
export function cleanUserText(text: string, shape: TextShape = {}): string {
  const lines = shape.multiline ? text.replace(/\r\n?/g, '\n') : text;
  return lines.replace(BIDI, '').normalize('NFC').trim();
}
