import { z } from 'zod';
import { spec, textMessages } from '../messages';
import { cleanUserText, hasForbiddenCharacters } from '../user-text';
import type { TextShape } from '../user-text';

/*
 * Path and query values arrive as strings; `z.coerce.number<string | number>()` keeps the input
 * type usable by the client (`ParamsOf`) while the server gets numbers.
 */
export const MAX_ID = 2_147_483_647;

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

/** 8 digits (docs/product.md §5); the message is the spec's, for handlers that want to answer it. */
export const phone = z.string().regex(/^\d{8}$/, spec.phoneInvalid);
/** SMS code and PIN: 4 digits. */
export const smsCode = z.string().regex(/^\d{4}$/, spec.wrongCode);
export const pin = z.string().regex(/^\d{4}$/, spec.wrongPin);
/** E-mail code: 6 digits. */
export const emailCode = z.string().regex(/^\d{6}$/, spec.wrongCode);
export const email = z.email(spec.wrongEmail).max(254);

export interface UserTextRule extends TextShape {
  /** Longest length after cleaning, in UTF-16 units like zod's max. */
  max: number;
  /** Shortest length after cleaning and trimming (0 allows empty). */
  min?: number;
  /** Shown when the text is missing, not a string, or shorter than min. */
  required?: string;
  /** Shown when the text is longer than max. */
  tooLong?: string;
}

/**
 * One rule for every text a user writes that others read (the rule itself is the zod-free
 * contract/user-text.ts, which the browser's forms apply too): control characters and NUL are refused (422 with
 * textMessages.controlCharacters), bidi controls are dropped, the rest is trimmed and put in
 * Unicode NFC, so "й" typed as и + U+0306 is stored, compared and counted as one "й".
 */
export function userText(rule: UserTextRule) {
  const required = rule.required === undefined ? undefined : { error: rule.required };
  return z
    .string(required)
    .refine((text) => !hasForbiddenCharacters(text, rule), {
      message: textMessages.controlCharacters,
      abort: true,
    })
    .transform((text) => cleanUserText(text, rule))
    .pipe(
      z
        .string()
        .min(rule.min ?? 0, rule.required)
        .max(rule.max, rule.tooLong),
    );
}

/** A person's name as typed; the spec's 3-5 limit is deliberately not enforced (docs/architecture.md "Where we go past the spec"). */
export const personName = userText({ min: 1, max: 100 });

/** Response without data beyond status and msg. */
export const statusOnly = z.object({ status: z.boolean(), msg: z.string().optional() });
