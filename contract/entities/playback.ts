import { z } from 'zod';
import { likeValueSchema, timestamp, url } from './common';
import { mediaCardSchema } from './media';

/** A dub: a separate audio track. */
export const dubSchema = z.strictObject({ key: z.enum(['mn', 'en']), url });
export type Dub = z.infer<typeof dubSchema>;

/** isRaw false: AES-CBC encrypted WebVTT, decrypted in the browser with the fixed key and IV. */
export const subtitleSchema = z.strictObject({ code: z.string(), isRaw: z.boolean(), url });
export type Subtitle = z.infer<typeof subtitleSchema>;

/** 480 SD / 720 HD / 1080 QHD sources; null when absent or withheld by the watch permission. */
const sources = {
  vid1: url.nullable(),
  vid2: url.nullable(),
  vid3: url.nullable(),
  dubs: z.array(dubSchema),
  subs: z.array(subtitleSchema),
};

export const episodeSchema = z.strictObject({
  id: z.number().int(),
  anime_id: z.number().int(),
  group_id: z.number().int().nullable(),
  number: z.number().int(),
  title: z.string(),
  image: url.nullable(),
  is_free: z.boolean(),
  duration_sec: z.number().int().min(0),
  /** The requesting user's like: 1, 0 (dislike) or null; always null for guests. */
  liked: likeValueSchema,
  likeCount: z.number().int().min(0),
  dislikeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  created_at: timestamp,
});
export type Episode = z.infer<typeof episodeSchema>;

export const episodeGroupSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  episodes: z.array(episodeSchema),
});
export type EpisodeGroup = z.infer<typeof episodeGroupSchema>;

/**
 * A part of an episode the player offers to skip. `end_sec` null: until the end of the video
 * (credits only). The player skips to `end_sec`; credits start the next-episode countdown.
 */
export const segmentSchema = z.strictObject({
  kind: z.enum(['recap', 'intro', 'credits']),
  start_sec: z.number().min(0),
  end_sec: z.number().min(0).nullable(),
});
export type Segment = z.infer<typeof segmentSchema>;

/**
 * Why a viewer may not watch (docs/product.md §4 "Watch permission"), decided on the server:
 * 'login' a guest ('Та нэвтэрч орсны дараа үзэх боломжтой!'), 'extend' no paid access or days left
 * ('Та эрхээ сунгаж үзвэрээ үзнэ үү!'), 'rent' a priced theatre title without a running rental.
 */
export const watchDenialSchema = z.enum(['login', 'extend', 'rent']);
export type WatchDenial = z.infer<typeof watchDenialSchema>;

/**
 * The viewer's right to watch. When `can_watch` is false every source (vid1-3, dubs, subs, audio)
 * is withheld: null or empty. `has_video` false means the title has no recording at all, whoever
 * asks (the client shows 'Уучлаарай бичлэг олдсонгүй').
 */
const access = {
  can_watch: z.boolean(),
  /** The Mongolian text to show when can_watch is false; null when allowed. */
  reason: z.string().nullable(),
  reason_code: watchDenialSchema.nullable(),
  has_video: z.boolean(),
};

/** One episode for the watch page: the episode, its sources, its media and its neighbours. */
export const episodeDetailSchema = episodeSchema.extend({
  ...access,
  ...sources,
  media: mediaCardSchema,
  /** The episodes numbered just before and after this one in the same media ("next episode"). */
  prev_id: z.number().int().nullable(),
  next_id: z.number().int().nullable(),
  /** The user's saved position, seconds; 0 for guests. */
  position_sec: z.number().int().min(0),
  /** Skippable parts in playing order (recap, intro, credits), each at most once; may be empty. */
  segments: z.array(segmentSchema),
});
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

/** A row of "new episodes" (GET /api/m/latest/anime/1). */
export const latestEpisodeSchema = z.strictObject({
  id: z.number().int(),
  anime_id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  image: url.nullable(),
  is_free: z.boolean(),
  created_at: timestamp,
  media: mediaCardSchema,
});
export type LatestEpisode = z.infer<typeof latestEpisodeSchema>;

/** A viewing-history row; episode is null for movies. */
export const historyItemSchema = z.strictObject({
  id: z.number().int(),
  media: mediaCardSchema,
  episode: z
    .strictObject({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      image: url.nullable(),
    })
    .nullable(),
  position_sec: z.number().int().min(0),
  duration_sec: z.number().int().min(0),
  updated_at: timestamp,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** docs/product.md §3 Movie (theatre title). is_theatre is 0/1 as the spec states. */
export const movieSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['movie', 'theatre', 'live']),
  title: z.string(),
  /** Main title: the franchise title when the movie belongs to one, else the title. */
  atitle: z.string(),
  description: z.string().nullable(),
  image1: url.nullable(),
  poster_hz: url.nullable(),
  /** 16:9 art without text, for behind the player (which writes the title itself). */
  banner: url.nullable(),
  is_theatre: z.union([z.literal(0), z.literal(1)]),
  is_free: z.boolean(),
  has_price: z.boolean(),
  /** Tugrik. */
  price: z.number().int().min(0),
  ...access,
  ...sources,
  audio: url.nullable(),
  duration_sec: z.number().int().min(0),
  /** A priced theatre title: when the viewer's running rental ends; null otherwise. */
  rental_ends_at: timestamp.nullable(),
});
export type Movie = z.infer<typeof movieSchema>;

/** Comment action of the requesting user: 0 none, 1 liked, 2 disliked. */
export const commentActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type CommentAction = z.infer<typeof commentActionSchema>;

export const commentSchema = z.strictObject({
  id: z.number().int(),
  episode_id: z.number().int(),
  body: z.string(),
  parent_id: z.number().int().nullable(),
  user_id: z.number().int(),
  nickname: z.string().nullable(),
  avatar: url.nullable(),
  likes: z.number().int().min(0),
  dislikes: z.number().int().min(0),
  action: commentActionSchema,
  created_at: timestamp,
  /**
   * A moderator hid it (decision 063): `body` is empty and the app says it was removed; its
   * replies stay. Absent on a comment that shows.
   */
  removed: z.literal(true).optional(),
  /**
   * It matched the moderators' word list (decision 070): only its author receives it, marked so,
   * until a moderator approves it. Absent on every other comment.
   */
  held: z.literal(true).optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies (oldest first); replies never nest deeper. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;
