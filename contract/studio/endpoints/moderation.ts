import { z } from 'zod';
import { phone } from '../../endpoints/common';
import {
  CLOSING_STATES,
  COMMENT_FILTERS,
  COMMENT_SORTS,
  REPORT_STATES,
  moderationMessages,
} from '../moderation-values';
import { staleResponse } from './catalogue-shared';
import {
  isoMoment,
  optionalText,
  positiveId,
  reasonText,
  searchText,
  studioPage,
  version,
} from './fields';

/* The moderation room (docs/decisions/063-moderation.md). */

const idParams = z.object({ id: positiveId });
const done = z.object({ status: z.literal(true), msg: z.string() });
const reportState = z.enum(REPORT_STATES, 'Төлвөө сонгоно уу!');

/** A viewer as the room shows them: the phone masked, as personal data stays in the account room. */
export const personSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** e.g. '99****12'. */
  phone: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof personSchema>;

export const reportRowSchema = z.object({
  id: z.number().int(),
  state: reportState,
  /** The moderator's note (not shown to the viewer). */
  note: z.string().nullable(),
  /** What the viewer wrote. */
  report: z.string(),
  created_at: z.string(),
  media_id: z.number().int().nullable(),
  episode_id: z.number().int().nullable(),
  title: z.string().nullable(),
  episode: z.string().nullable(),
  /** The viewer's watch page of the episode; null when it is gone. */
  link: z.string().nullable(),
  reporter: personSchema,
  /** Different viewers who reported the same episode, this one included. */
  same_episode: z.number().int(),
  handled_by: personSchema.nullable(),
  handled_at: z.string().nullable(),
  version: z.number().int(),
  /** The playback second the viewer reported at; null when the app sent none (decision 070). */
  at: z.number().int().nullable(),
});
export type StudioReportRow = z.infer<typeof reportRowSchema>;

export const reportStateBody = z
  .object({ state: reportState, note: optionalText(1000).optional(), version })
  .refine((b) => !CLOSING_STATES.includes(b.state) || (b.note ?? null) !== null, {
    path: ['note'],
    message: moderationMessages.noteRequired,
  });

export const commentRowSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  author: personSchema,
  /** When the author may comment again; null when not stopped. */
  author_banned_until: z.string().nullable(),
  media_id: z.number().int(),
  episode_id: z.number().int(),
  title: z.string(),
  episode: z.string(),
  link: z.string(),
  replies: z.number().int(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  /** Set while it waits for review: it matched `held_word` of the list (decision 070). */
  held_at: z.string().nullable(),
  held_word: z.string().nullable(),
  /** Open reports of it by viewers (decision 070). */
  reports: z.number().int(),
});
export type StudioCommentRow = z.infer<typeof commentRowSchema>;

export const commentQuery = z.object({
  /** Part of the text. */
  q: searchText,
  /** The author's id. */
  user: positiveId.optional(),
  /** The author's phone. */
  phone: phone.optional(),
  show: z.enum(COMMENT_FILTERS).default('all'),
  sort: z.enum(COMMENT_SORTS).default('newest'),
  page: studioPage,
});

const reason = { reason: reasonText };

export const banSchema = z.object({
  user: personSchema,
  until: z.string(),
  reason: z.string(),
  created_at: z.string(),
  created_by: personSchema.nullable(),
});
export type StudioCommentBan = z.infer<typeof banSchema>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal(true),
    data: z.object({ rows: z.array(row), page: z.number().int(), has_more: z.boolean() }),
  });

export const moderationSchemas = {
  studioReports: {
    query: z.object({ state: reportState.optional(), page: studioPage }),
    response: pageOf(reportRowSchema),
  },
  studioReportState: {
    params: idParams,
    body: reportStateBody,
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({ id: z.number().int(), version: z.number().int() }),
    }),
    stale: staleResponse(reportRowSchema),
  },
  studioComments: { query: commentQuery, response: pageOf(commentRowSchema) },
  studioCommentHide: { params: idParams, body: z.object(reason), response: done },
  studioCommentRestore: { params: idParams, response: done },
  studioCommentDelete: { params: idParams, body: z.object(reason), response: done },
  studioCommentBans: {
    response: z.object({ status: z.literal(true), data: z.array(banSchema) }),
  },
  studioCommentBan: {
    body: z.object({ user_id: positiveId, until: isoMoment, ...reason }),
    response: done,
  },
  studioCommentBanLift: { params: idParams, response: done },
} as const;
