import { z } from 'zod';
import {
  createdResponse,
  publishFields,
  savedResponse,
  staleResponse,
  stateChangeBody,
  stateChangeResponse,
} from './catalogue-shared';
import {
  flag,
  imageUrl,
  optionalId,
  positiveId,
  requiredText,
  version,
  wholeNumber,
} from './fields';

/*
 * Episodes of a series and the groups (tabs) they sit in (docs/decisions/053-studio-catalogue.md).
 * Video sources (vid1..3) are shown, not edited: media ingest writes them.
 */

const idParams = z.object({ id: positiveId });
const DAY_SEC = 86_400;
const second = wholeNumber(0, DAY_SEC);

/** A skippable part in seconds: start before end, both within the episode's duration. */
export const markerSchema = z.object({ start_sec: second, end_sec: second });
/** The credits may run to the end (`end_sec` null). */
export const creditsSchema = z.object({ start_sec: second, end_sec: second.nullable() });

export const episodeFields = {
  /** One of the title's episode groups; null for none. */
  group_id: optionalId,
  number: wholeNumber(1, 100_000),
  /** Defaults to '<number>-р анги'. */
  title: requiredText(200),
  is_free: flag,
  image: imageUrl,
  /** 0 until known; the markers need it. */
  duration_sec: second,
  recap: markerSchema.nullable(),
  intro: markerSchema.nullable(),
  credits: creditsSchema.nullable(),
};

export const episodeCreateBody = z.object(episodeFields).partial().required({ number: true });
export const episodeUpdateBody = z.object(episodeFields).partial().extend({ version });

export const episodeSchema = z.object({
  id: z.number().int(),
  /** The series (media id). */
  title_id: z.number().int(),
  group_id: z.number().int().nullable(),
  number: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  is_free: z.boolean(),
  duration_sec: z.number().int(),
  vid1: z.string().nullable(),
  vid2: z.string().nullable(),
  vid3: z.string().nullable(),
  recap: markerSchema.nullable(),
  intro: markerSchema.nullable(),
  credits: creditsSchema.nullable(),
  created_at: z.string(),
  ...publishFields,
});
export type StudioEpisode = z.infer<typeof episodeSchema>;

export const episodeRowSchema = episodeSchema
  .pick({
    id: true,
    group_id: true,
    number: true,
    title: true,
    is_free: true,
    duration_sec: true,
    publish_state: true,
    publish_at: true,
    version: true,
  })
  .extend({ has_video: z.boolean() });
export type StudioEpisodeRow = z.infer<typeof episodeRowSchema>;

export const episodeGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
});
export type StudioEpisodeGroup = z.infer<typeof episodeGroupSchema>;

export const episodeGroupBody = z.object({
  /** The tab's label, e.g. '1-10' or '2-р хэсэг'. */
  title: requiredText(60),
  /** Place among the tabs; after the last when left out. */
  sort: wholeNumber(0, 100_000).optional(),
});

export const episodeSchemas = {
  studioEpisodes: {
    params: idParams,
    response: z.object({
      status: z.literal(true),
      data: z.object({
        groups: z.array(episodeGroupSchema),
        /** In number order. */
        rows: z.array(episodeRowSchema),
      }),
    }),
  },
  studioEpisodeCreate: { params: idParams, body: episodeCreateBody, response: createdResponse },
  studioEpisodeGroupCreate: {
    params: idParams,
    body: episodeGroupBody,
    response: createdResponse,
  },
  studioEpisodeGroupUpdate: {
    params: idParams,
    body: episodeGroupBody,
    response: z.object({ status: z.literal(true), msg: z.string() }),
  },
  studioEpisode: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: episodeSchema }),
  },
  studioEpisodeUpdate: {
    params: idParams,
    body: episodeUpdateBody,
    /** 200 saved (the new version); 409 `stale` when `version` is not the stored one. */
    response: savedResponse,
    stale: staleResponse(episodeSchema),
  },
  studioEpisodeState: { params: idParams, body: stateChangeBody, response: stateChangeResponse },
} as const;
