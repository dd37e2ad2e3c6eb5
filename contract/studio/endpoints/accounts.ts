import { z } from 'zod';
import { DAY_ACTIONS, MAX_DAYS_CHANGE } from '../accounts-values';
import { positiveId, reasonText, studioPage, wholeNumber } from './fields';

/* The accounts room (docs/decisions/064-studio-accounts.md). */

const idParams = z.object({ id: positiveId });
const done = z.object({ status: z.literal(true), msg: z.string() });
const moment = z.string();
const when = moment.nullable();

/** What the form sends once per press; the server keeps it so a second press changes nothing. */
export const requestKey = z
  .string('Хуудсаа дахин ачаална уу!')
  .regex(/^[\x21-\x7e]{8,100}$/, 'Хуудсаа дахин ачаална уу!');

export const accountRowSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  days: z.number().int(),
  created_at: moment,
});

export const accountSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    phone: z.string(),
    nickname: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: moment,
  }),
  access: z.object({ days: z.number().int(), paid_until: when }),
  sessions: z.array(
    z.object({ id: z.number().int(), created_at: moment, expires_at: moment, last_used_at: when }),
  ),
  devices: z.array(z.object({ id: z.number().int(), created_at: moment, last_used_at: moment })),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      bill: z.string(),
      kind: z.enum(['rental', 'extend']),
      what: z.string().nullable(),
      amount: z.number().int(),
      status: z.enum(['open', 'paid', 'cancelled', 'expired']),
      created_at: moment,
      paid_at: when,
      payment_id: z.string().nullable(),
      /** When the payment was refunded through QPay (decision 068). */
      refunded_at: when,
    }),
  ),
  rentals: z.array(
    z.object({
      id: z.number().int(),
      movie_id: z.number().int(),
      title: z.string().nullable(),
      starts_at: moment,
      ends_at: moment,
      running: z.boolean(),
      cancelled_at: when,
      cancel_reason: z.string().nullable(),
    }),
  ),
  /** Until when a download may play: paid titles with the paid days, a rented one with its rental. */
  downloads: z.object({
    paid_until: when,
    rentals: z.array(
      z.object({ movie_id: z.number().int(), title: z.string().nullable(), until: moment }),
    ),
  }),
  history: z.object({
    titles: z.number().int(),
    episodes: z.number().int(),
    last: z
      .object({
        media_id: z.number().int(),
        title: z.string(),
        episode: z.number().int().nullable(),
        at: moment,
      })
      .nullable(),
  }),
  reports: z.number().int(),
  comments: z.number().int(),
  grants: z.array(
    z.object({
      id: z.number().int(),
      days: z.number().int(),
      reason: z.string(),
      by: z.string().nullable(),
      created_at: moment,
    }),
  ),
});
export type StudioAccount = z.infer<typeof accountSchema>;

export const accountSchemas = {
  studioAccounts: {
    query: z.object({ q: z.string().trim().max(100).optional(), page: studioPage }),
    response: z.object({
      status: z.literal(true),
      data: z.object({
        rows: z.array(accountRowSchema),
        page: z.number().int(),
        has_more: z.boolean(),
      }),
    }),
  },
  studioAccount: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: accountSchema }),
  },
  studioAccountDays: {
    params: idParams,
    body: z.object({
      action: z.enum(DAY_ACTIONS, 'Нэмэх эсвэл хасах гэж сонгоно уу!'),
      days: wholeNumber(1, MAX_DAYS_CHANGE),
      reason: reasonText,
      key: requestKey,
    }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({ days: z.number().int(), paid_until: when }),
    }),
  },
  studioAccountSessionsEnd: {
    params: idParams,
    /** null: every live session of the user. */
    body: z.object({ session_id: positiveId.nullable() }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({ ended: z.number().int() }),
    }),
  },
  studioAccountRentalCancel: {
    params: z.object({ id: positiveId, rentalId: positiveId }),
    body: z.object({ reason: reasonText }),
    response: done,
  },
  studioAccountRefund: {
    params: z.object({ id: positiveId, invoiceId: positiveId }),
    body: z.object({ reason: reasonText }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({ amount: z.number().int() }),
    }),
  },
} as const;
