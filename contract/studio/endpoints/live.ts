import { z } from 'zod';
import { LIVE_STATES } from '../../endpoints/live-channel';
import { liveStudioMessages } from '../live-values';
import { flag, positiveId, requiredText, version } from './fields';

/* The studio's live room (contract/studio/live-paths.ts, decision 073). */

const idParams = z.object({ id: positiveId });
const done = z.object({ status: z.literal(true), msg: z.string() });

/** The channel's state as viewers' status call answers it (server/domain/live-status.ts). */
export const LIVE_CHANNEL_STATES = LIVE_STATES;

export const liveChannelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_free: z.boolean(),
  /** The key's last 4 characters; null: no key (never set, or revoked). */
  key_hint: z.string().nullable(),
  key_set_at: z.string().nullable(),
  state: z.enum(LIVE_CHANNEL_STATES),
  /** Viewers whose last heartbeat is under 45 s old. */
  viewers_now: z.number().int(),
  /** The most viewers at once in the current (or last) session. */
  peak_viewers: z.number().int(),
  /** Why the last encoder was turned away or cut, in words; null: none. */
  last_refusal: z.object({ at: z.string(), reason: z.string(), text: z.string() }).nullable(),
  /** The channel's title row's version: a settings save names it (a stale one is a 409). */
  version: z.number().int(),
});
export type StudioLiveChannel = z.infer<typeof liveChannelSchema>;

export const liveSessionSchema = z.object({
  prefix: z.string(),
  started_at: z.string(),
  ready_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  source_width: z.number().int().nullable(),
  source_height: z.number().int().nullable(),
  peak_viewers: z.number().int(),
});

export const liveStudioSchemas = {
  studioLiveChannels: {
    response: z.object({ status: z.literal(true), data: z.array(liveChannelSchema) }),
  },
  studioLiveChannelCreate: {
    /**
     * Either a live title that is not a channel yet (`media_id`, see studioLiveCandidates), or a
     * new channel by its name, free or for viewers with paid days (`title`, `is_free`).
     */
    body: z
      .object({
        media_id: positiveId.optional(),
        title: requiredText(200).optional(),
        is_free: flag.default(true),
      })
      .superRefine((v, ctx) => {
        if ((v.media_id === undefined) === (v.title === undefined)) {
          const path = [v.media_id === undefined ? 'title' : 'media_id'];
          ctx.addIssue({ code: 'custom', path, message: liveStudioMessages.nameOrTitle });
        }
      }),
    response: z.object({ status: z.literal(true), msg: z.string(), data: liveChannelSchema }),
  },
  studioLiveCandidates: {
    /** Titles of kind 'live' (the seed's, an older catalogue's) that are not channels yet. */
    response: z.object({
      status: z.literal(true),
      data: z.array(z.object({ id: z.number().int(), title: z.string() })),
    }),
  },
  studioLiveChannel: {
    params: idParams,
    response: z.object({
      status: z.literal(true),
      data: liveChannelSchema.extend({ sessions: z.array(liveSessionSchema) }),
    }),
  },
  studioLiveChannelUpdate: {
    params: idParams,
    /** The name viewers see, and who may watch (decided on the server as for episodes). */
    body: z.object({ title: requiredText(200), is_free: flag, version }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: z.object({ id: z.number().int(), version: z.number().int() }),
    }),
  },
  studioLiveKeyRotate: {
    params: idParams,
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      /** Shown once: only the key's hash is stored. */
      data: z.object({
        key: z.string(),
        key_hint: z.string(),
        rtmp_url: z.string(),
        srt_url: z.string().nullable(),
      }),
    }),
  },
  studioLiveKeyRevoke: { params: idParams, response: done },
  studioLiveEnd: { params: idParams, response: done },
} as const;
