import { z } from 'zod';
import { spec } from '../messages';

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

/** A person's name as typed; the spec's 3-5 limit is deliberately not enforced (DESIGN.md). */
export const personName = z.string().trim().min(1).max(100);

/** Response without data beyond status and msg. */
export const statusOnly = z.object({ status: z.boolean(), msg: z.string().optional() });
