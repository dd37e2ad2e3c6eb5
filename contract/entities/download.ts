import { z } from 'zod';
import { timestamp, url } from './common';
import { dubSchema, segmentSchema, subtitleSchema } from './playback';

/** What can be downloaded: an episode, a movie (theatre titles are movies) or a podcast episode. */
export const downloadKindSchema = z.enum(['episode', 'movie', 'podcast']);
export type DownloadKind = z.infer<typeof downloadKindSchema>;

/**
 * Why a download's right ends when it does: 'rental' the running rental's end, 'paid' the end of
 * the user's paid days, 'recheck' a free title (or podcast) that must be checked online again
 * within 30 days.
 */
export const downloadExpirySchema = z.enum(['rental', 'paid', 'recheck']);
export type DownloadExpiry = z.infer<typeof downloadExpirySchema>;

/**
 * One title the user may keep offline, as the server grants it (decision 030). Sources are the
 * streaming ones, signed for this user exactly as on the watch page; the bytes they name are the
 * download. `expires_at` is kept with the download: past it the title does not play offline.
 */
export const downloadGrantSchema = z.strictObject({
  kind: downloadKindSchema,
  /** The episode, movie or podcast episode id. */
  id: z.number().int(),
  /** The series, movie or podcast name. */
  title: z.string(),
  /** The episode's line ("3-р анги") or the podcast episode's title; null for a movie. */
  subtitle: z.string().nullable(),
  image: url.nullable(),
  /** The series (anime) id, the movie id or the podcast id: where the title lives online. */
  media_id: z.number().int(),
  duration_sec: z.number().int().min(0),
  expires_at: timestamp,
  expiry: downloadExpirySchema,
  /** 480/720/1080 manifests; all null for a podcast episode. */
  vid1: url.nullable(),
  vid2: url.nullable(),
  vid3: url.nullable(),
  dubs: z.array(dubSchema),
  subs: z.array(subtitleSchema),
  /** The audio file of a podcast episode; null for video. */
  audio: url.nullable(),
  /** Recap, intro and credits of an episode; empty otherwise. */
  segments: z.array(segmentSchema),
});
export type DownloadGrant = z.infer<typeof downloadGrantSchema>;
