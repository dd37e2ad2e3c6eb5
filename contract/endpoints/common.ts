import { z } from 'zod';
import { spec, textMessages } from '../messages';

/*
 * Path and query values arrive as strings; `z.coerce.number<string | number>()` keeps the input
 * type usable by the client (`ParamsOf`) while the server gets numbers.
 */
const MAX_ID = 2_147_483_647;

/** A row id in a path or query. */
export const id = z.coerce.number<string | number>().int().positive().max(MAX_ID);

/**
 * `{userId}`: 0 is a guest, accepted on public personalised reads; private calls answer a guest
 * with 401 (the server's assertUserParam), not 400, so the client knows to log in.
 */
export const userId = z.coerce.number<string | number>().int().min(0).max(MAX_ID);

/** `?page`, 1-based. */
export const page = z.coerce.number<string | number>().int().min(1).max(10_000).default(1);

export const pageQuery = z.object({ page });

/** 8 digits (SPEC.md §5); the message is the spec's, for handlers that want to answer it. */
export const phone = z.string().regex(/^\d{8}$/, spec.phoneInvalid);
/** SMS code and PIN: 4 digits. */
export const smsCode = z.string().regex(/^\d{4}$/, spec.wrongCode);
export const pin = z.string().regex(/^\d{4}$/, spec.wrongPin);
/** E-mail code: 6 digits. */
export const emailCode = z.string().regex(/^\d{6}$/, spec.wrongCode);
export const email = z.email(spec.wrongEmail).max(254);

/* Free text a user writes that others see: names, comments, replies, reports, contact. */
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

export interface UserTextRule {
  /** Longest length after cleaning, in UTF-16 units like zod's max. */
  max: number;
  /** Shortest length after cleaning and trimming (0 allows empty). */
  min?: number;
  /** Comments and messages: tab and line breaks allowed, CRLF and CR read as LF. */
  multiline?: boolean;
  /** Shown when the text is missing, not a string, or shorter than min. */
  required?: string;
  /** Shown when the text is longer than max. */
  tooLong?: string;
}

/**
 * One rule for every text a user writes that others read, so the server enforces it and the
 * forms can check the same: control characters and NUL are refused (422 with
 * textMessages.controlCharacters), bidi controls are dropped, the rest is trimmed and put in
 * Unicode NFC, so "й" typed as и + U+0306 is stored, compared and counted as one "й".
 */
export function userText(rule: UserTextRule) {
  const control = rule.multiline ? CONTROL_BUT_LINES : CONTROL;
  const required = rule.required === undefined ? undefined : { error: rule.required };
  return z
    .string(required)
    .refine((text) => !control.test(text) && !LONE_SURROGATE.test(text), {
      message: textMessages.controlCharacters,
      abort: true,
    })
    .transform((text) => {
      const lines = rule.multiline ? text.replace(/\r\n?/g, '\n') : text;
      return lines.replace(BIDI, '').normalize('NFC').trim();
    })
    .pipe(
      z
        .string()
        .min(rule.min ?? 0, rule.required)
        .max(rule.max, rule.tooLong),
    );
}

/** A person's name as typed; the spec's 3-5 limit is deliberately not enforced (DESIGN.md). */
export const personName = userText({ min: 1, max: 100 });

/** Response without data beyond status and msg. */
export const statusOnly = z.object({ status: z.boolean(), msg: z.string().optional() });
