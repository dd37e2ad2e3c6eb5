import { z } from 'zod';
import { createdResponse, savedResponse, staleResponse } from './catalogue-shared';
import {
  idList,
  imageUrl,
  optionalText,
  positiveId,
  requiredText,
  version,
  wholeNumber,
} from './fields';
import { deletedResponse, pageOf, readingListQuery, utcMoment } from './reading-shared';

/* Podcasts and their tracks in the studio (docs/decisions/056-studio-podcasts-newsletters.md). */

const idParams = z.object({ id: positiveId });

/** Audio until media ingest exists: a path this site serves or an https address. */
const AUDIO_URL = /^(?:https:\/\/|\/(?![/\\]))\S+$/;
export const audioUrl = z
  .string('Аудио файлын хаягийг оруулна уу!')
  .trim()
  .min(1, 'Энэ талбарыг бөглөнө үү!')
  .max(500, '500 тэмдэгтээс ихгүй байна!')
  .refine((v) => AUDIO_URL.test(v), 'Аудио хаяг "/" эсвэл "https://"-ээр эхэлнэ!');

export const podcastFields = {
  title: requiredText(200),
  creator: requiredText(200),
  description: optionalText(5000),
  /** Cover, poster 2:3. */
  image: imageUrl,
};

export const podcastCreateBody = z
  .object(podcastFields)
  .partial()
  .extend({ title: podcastFields.title, creator: podcastFields.creator });
export const podcastUpdateBody = z.object(podcastFields).partial().extend({ version });

export const trackFields = {
  /** Place in the list, 1 first; a new track goes last when left out. */
  number: wholeNumber(1, 10_000),
  title: requiredText(200),
  creator: requiredText(200),
  audio: audioUrl,
  image: imageUrl,
  duration_sec: wholeNumber(0, 86_400),
  published_at: utcMoment,
};

export const trackCreateBody = z
  .object(trackFields)
  .partial()
  .extend({ title: trackFields.title, audio: trackFields.audio });
export const trackUpdateBody = z.object(trackFields).partial().extend({ version });
export const trackDeleteBody = z.object({ version });
/** The tracks the editor was shown go with the podcast: one added meanwhile makes it stale. */
export const podcastDeleteBody = z.object({ version, track_ids: idList(10_000) });
export const trackOrderBody = z.object({
  /** Every track of the podcast, once each, first one first. */
  track_ids: idList(10_000),
});

export const trackSchema = z.object({
  id: z.number().int(),
  podcast_id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  creator: z.string(),
  audio: z.string(),
  image: z.string().nullable(),
  duration_sec: z.number().int(),
  published_at: z.string(),
  version: z.number().int(),
});
export type StudioTrack = z.infer<typeof trackSchema>;

export const podcastRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  creator: z.string(),
  image: z.string().nullable(),
  track_count: z.number().int(),
  created_at: z.string(),
  version: z.number().int(),
});
export type StudioPodcastRow = z.infer<typeof podcastRowSchema>;

export const podcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  creator: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
  tracks: z.array(trackSchema),
});
export type StudioPodcast = z.infer<typeof podcastSchema>;

export const podcastSchemas = {
  studioPodcasts: { query: readingListQuery, response: pageOf(podcastRowSchema) },
  studioPodcastCreate: { body: podcastCreateBody, response: createdResponse },
  studioPodcast: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: podcastSchema }),
  },
  studioPodcastUpdate: {
    params: idParams,
    body: podcastUpdateBody,
    response: savedResponse,
    stale: staleResponse(podcastSchema),
  },
  studioPodcastDelete: {
    params: idParams,
    body: podcastDeleteBody,
    response: deletedResponse,
    /** 409 when the version or the tracks are not the ones the editor was shown. */
    stale: staleResponse(podcastSchema),
  },
  studioTrackCreate: { params: idParams, body: trackCreateBody, response: createdResponse },
  studioTrackOrder: {
    params: idParams,
    body: trackOrderBody,
    response: savedResponse,
    /** 409 when the list given is not the podcast's tracks now (one added or deleted meanwhile). */
    stale: staleResponse(podcastSchema),
  },
  studioTrackUpdate: {
    params: idParams,
    body: trackUpdateBody,
    response: savedResponse,
    stale: staleResponse(trackSchema),
  },
  studioTrackDelete: {
    params: idParams,
    body: trackDeleteBody,
    response: deletedResponse,
    stale: staleResponse(trackSchema),
  },
} as const;
