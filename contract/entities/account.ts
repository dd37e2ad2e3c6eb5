import { z } from 'zod';
import { timestamp, url } from './common';

/** docs/product.md §3 User; never carries the PIN hash. gender: 1 male, 2 female, 3 other. */
export const userSchema = z.strictObject({
  id: z.number().int(),
  nickname: z.string().nullable(),
  image: url.nullable(),
  avatar: url.nullable(),
  /** Remaining access days. */
  days: z.number().int().min(0),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  gender: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What login (and every step that logs in) answers. */
export const loginDataSchema = z.strictObject({
  access_token: z.string(),
  id: z.number().int(),
  user: userSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** The newest SMS in the sandbox outbox (dev only): `GET /__dev/sms/:phone`. */
export const smsMessageSchema = z.strictObject({
  phone: z.string(),
  /** The code in the message, so e2e tests need not parse the text. */
  code: z.string(),
  body: z.string(),
  created_at: timestamp,
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** The newest e-mail in the sandbox outbox (dev only): `GET /__dev/email/:email`. */
export const emailMessageSchema = z.strictObject({
  email: z.string(),
  code: z.string(),
  body: z.string(),
  created_at: timestamp,
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;
