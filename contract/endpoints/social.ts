import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '../envelope';
import { extra, socialMessages } from '../messages';
import {
  commentActionSchema,
  commentSchema,
  commentThreadSchema,
  episodeDetailSchema,
  episodeGroupSchema,
  episodeSchema,
  likeValueSchema,
  watchStatusSchema,
} from '../entities';
import { email, id, pageQuery, personName, phone, statusOnly, userId, userText } from './common';

/** Re-exported for the server and tests that import it from here. */
export { socialMessages };

/**
 * Like toggle in a path (docs/product.md §4 "Likes and statuses"):
 * - episodes: '1' like, '0' dislike, 'null' clear (likeCount and dislikeCount follow);
 * - media (a like toggle only, no dislike count): '1' like, '0' and 'null' both remove the like
 *   (like_count follows). A stored media dislike (0) from older data reads as "not liked".
 */
const likeValue = z.enum(['1', '0', 'null']);

/**
 * Media status actions (`/anime/{action}/{value}`):
 * - like: '1' | '0' | 'null'
 * - later, notify: '1' on, '0' off
 * - status: a watch status ('watching' | 'completed' | 'on_hold' | 'dropped' | 'plan') or 'null'
 */
export const mediaStatusParamsSchema = z
  .object({
    mediaId: id,
    userId,
    action: z.enum(['like', 'later', 'notify', 'status']),
    value: z.string().max(16),
  })
  .refine((p) => {
    if (p.action === 'like') return likeValue.safeParse(p.value).success;
    if (p.action === 'status')
      return p.value === 'null' || watchStatusSchema.safeParse(p.value).success;
    return p.value === '0' || p.value === '1';
  });

/** The media's state for the user after the action, so the client can reconcile. */
export const mediaStatusStateSchema = z.strictObject({
  liked: likeValueSchema,
  later: z.boolean(),
  notify: z.boolean(),
  watch_status: watchStatusSchema.nullable(),
  like_count: z.number().int().min(0),
});

export const socialSchemas = {
  mediaStatus: {
    params: mediaStatusParamsSchema,
    response: envelopeSchema(mediaStatusStateSchema),
  },
  episodeStatus: {
    params: z.object({ episodeId: id, userId, action: z.enum(['like']), value: likeValue }),
    response: envelopeSchema(
      z.strictObject({
        liked: likeValueSchema,
        likeCount: z.number().int().min(0),
        dislikeCount: z.number().int().min(0),
      }),
    ),
  },
  episodesOfMedia: {
    params: z.object({ mediaId: id, userId }),
    response: envelopeSchema(z.array(episodeSchema)),
  },
  /** seasonId: a season is a media of a franchise, so this is a media id; no user data. */
  episodesOfSeason: {
    params: z.object({ seasonId: id }),
    response: envelopeSchema(z.array(episodeSchema)),
  },
  groups: {
    params: z.object({ anime: id, userId }),
    response: envelopeSchema(z.array(episodeGroupSchema)),
  },
  episodesOfGroup: {
    params: z.object({ group: id, userId }),
    response: envelopeSchema(z.array(episodeSchema)),
  },
  episode: { params: z.object({ id }), response: envelopeSchema(episodeDetailSchema) },
  episodeForUser: {
    params: z.object({ id, userId }),
    response: envelopeSchema(episodeDetailSchema),
  },
  report: {
    params: z.object({ userId }),
    body: z.strictObject({
      report: userText({ min: 1, max: 1000, multiline: true }),
      type: z.literal('ep'),
      /** The episode id. */
      parent_id: id,
      media_id: id,
      /** The playback second the viewer was at (decision 070); the studio opens the player there. */
      at: z.number().int().min(0).max(86_400).optional(),
    }),
    response: statusOnly,
  },
  /**
   * Paged over top-level comments, newest first (24 a page); each carries its replies, oldest
   * first. `action` is the requesting user's (0 for guests).
   */
  comments: {
    params: z.object({ episodeId: id, userId }),
    query: pageQuery,
    response: envelopeSchema(pagedSchema(commentThreadSchema)),
  },
  commentPost: {
    /**
     * episode_id is ours: the spec's body (parent_id, user_id, body) does not say which episode.
     * A reply to a reply is attached to the top-level comment. An empty body (after trimming)
     * is a 400 with 'Сэтгэгдлээ бичнэ үү!'.
     */
    body: z.strictObject({
      episode_id: id,
      parent_id: id.nullable().default(null),
      user_id: id,
      body: userText({ min: 1, max: 2000, multiline: true, required: extra.commentEmpty }),
    }),
    /** docs/product.md §7: "returns status, comment". */
    response: z.object({
      status: z.boolean(),
      msg: z.string().optional(),
      comment: commentSchema.optional(),
    }),
  },
  commentAction: {
    /** action: 0 none, 1 like, 2 dislike. */
    params: z.object({ commentId: id, userId, action: z.enum(['0', '1', '2']) }),
    response: envelopeSchema(
      z.strictObject({
        likes: z.number().int().min(0),
        dislikes: z.number().int().min(0),
        action: commentActionSchema,
      }),
    ),
  },
  /**
   * A viewer's report of someone else's comment or reply (decision 070): the reason they chose,
   * with their own words after it. One per viewer and comment; the author's own is a 403.
   */
  commentReport: {
    params: z.object({ commentId: id, userId }),
    body: z.strictObject({ reason: userText({ min: 1, max: 500, multiline: true }) }),
    response: statusOnly,
  },
  /**
   * Upserts the user's position: one row per (user, episode), or per (user, movie) for a movie or
   * theatre title. Exactly one of episode_id and movie_id; seconds. duration_sec 0 (or absent)
   * keeps the known duration. Feeds history, history/latest/list and the detail's epId.
   */
  historyWrite: {
    params: z.object({ userId }),
    body: z
      .strictObject({
        episode_id: id.optional(),
        movie_id: id.optional(),
        position_sec: z.number().min(0).max(86_400).transform(Math.floor),
        duration_sec: z.number().min(0).max(86_400).transform(Math.floor).default(0),
      })
      .refine((b) => (b.episode_id === undefined) !== (b.movie_id === undefined)),
    response: statusOnly,
  },
  contact: {
    body: z.strictObject({
      name: personName,
      phone: phone.optional(),
      email: email.optional(),
      body: userText({ min: 1, max: 4000, multiline: true }),
    }),
    response: statusOnly,
  },
} as const;
