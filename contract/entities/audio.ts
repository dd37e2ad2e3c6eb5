import { z } from 'zod';
import { timestamp, url } from './common';

export const podcastTrackSchema = z.strictObject({
  id: z.number().int(),
  podcast_id: z.number().int(),
  number: z.number().int(),
  audio: url,
  image: url.nullable(),
  title: z.string(),
  creator: z.string(),
  duration_sec: z.number().int().min(0),
  published_at: timestamp,
});
export type PodcastTrack = z.infer<typeof podcastTrackSchema>;

export const podcastSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  creator: z.string(),
  description: z.string().nullable(),
  image: url.nullable(),
  track_count: z.number().int().min(0),
  created_at: timestamp,
});
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastDetailSchema = podcastSchema.extend({ tracks: z.array(podcastTrackSchema) });
export type PodcastDetail = z.infer<typeof podcastDetailSchema>;
