import { z } from 'zod';
import { ANSWER_MAX, CONTACT_STATES } from '../moderation-values';
import { positiveId, requiredText, studioPage } from './fields';
import { personSchema } from './moderation';

/* The contact-form messages in the moderation room (decision 070). */

const idParams = z.object({ id: positiveId });
const contactState = z.enum(CONTACT_STATES, 'Төлвөө сонгоно уу!');

export const contactRowSchema = z.object({
  id: z.number().int(),
  state: contactState,
  name: z.string(),
  /** The signed-in sender, when there was one. */
  user: personSchema.nullable(),
  /** Masked, as the room shows people: the answer is sent by the server. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  answer: z.string().nullable(),
  answer_channel: z.enum(['email', 'sms']).nullable(),
  /** 'sending' until the provider took it, then 'sent' or 'failed'. */
  delivery: z.enum(['sending', 'sent', 'failed']).nullable(),
  answered_by: personSchema.nullable(),
  answered_at: z.string().nullable(),
  closed_by: personSchema.nullable(),
  closed_at: z.string().nullable(),
});
export type StudioContactRow = z.infer<typeof contactRowSchema>;

export const contactSchemas = {
  studioContactMessages: {
    query: z.object({ state: contactState.optional(), page: studioPage }),
    response: z.object({
      status: z.literal(true),
      data: z.object({
        rows: z.array(contactRowSchema),
        page: z.number().int(),
        has_more: z.boolean(),
      }),
    }),
  },
  studioContactAnswer: {
    params: idParams,
    body: z.object({ answer: requiredText(ANSWER_MAX) }),
    response: z.object({ status: z.literal(true), msg: z.string() }),
  },
  studioContactClose: {
    params: idParams,
    response: z.object({ status: z.literal(true), msg: z.string() }),
  },
} as const;
