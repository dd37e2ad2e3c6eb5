import { z } from 'zod';
import { WORD_MAX } from '../moderation-values';
import { positiveId, requiredText } from './fields';
import { personSchema } from './moderation';

/* The word list and the held comments (docs/decisions/070-moderation-words-contact.md). */

const idParams = z.object({ id: positiveId });
const done = z.object({ status: z.literal(true), msg: z.string() });

export const commentWordSchema = z.object({
  id: z.number().int(),
  /** As stored: lower case, words separated by one space, `*` at the end for a stem. */
  word: z.string(),
  created_at: z.string(),
  created_by: personSchema.nullable(),
});
export type StudioCommentWord = z.infer<typeof commentWordSchema>;

export const moderationWordSchemas = {
  studioCommentWords: {
    response: z.object({ status: z.literal(true), data: z.array(commentWordSchema) }),
  },
  studioCommentWordAdd: {
    body: z.object({ word: requiredText(WORD_MAX) }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      /** false when the entry was on the list already. */
      data: z.object({ id: z.number().int(), word: z.string(), added: z.boolean() }),
    }),
  },
  studioCommentWordRemove: { params: idParams, response: done },
  studioCommentWordRescan: {
    /** Where the previous batch stopped (its `next`); none starts at the newest comment. */
    body: z.object({ before: positiveId.optional() }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({
        scanned: z.number().int(),
        held: z.number().int(),
        /** The `before` of the next batch; null when every comment was read. */
        next: z.number().int().nullable(),
      }),
    }),
  },
  studioCommentApprove: { params: idParams, response: done },
  studioCommentReject: { params: idParams, response: done },
} as const;
