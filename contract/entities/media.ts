import { z } from 'zod';
import { isoDate, likeValueSchema, timestamp, url } from './common';

/** 'live' is the live channel; it has movie-style sources. */
export const mediaKindSchema = z.enum(['series', 'movie', 'theatre', 'live']);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/**
 * A user's watch state for a media (the `status` action):
 * watching, completed, on_hold, dropped, plan (plan to watch); null when none.
 */
export const watchStatusSchema = z.enum(['watching', 'completed', 'on_hold', 'dropped', 'plan']);
export type WatchStatus = z.infer<typeof watchStatusSchema>;

export const categorySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** An airing-season label such as '2024 Хавар' (quarter 1 winter … 4 autumn). */
export const seasonSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int(),
  quarter: z.number().int().min(1).max(4),
});
export type Season = z.infer<typeof seasonSchema>;

/** The lean shape every list, row and carousel uses. */
export const mediaCardSchema = z.strictObject({
  id: z.number().int(),
  kind: mediaKindSchema,
  title: z.string(),
  original_name: z.string().nullable(),
  image1: url.nullable(),
  poster_hz: url.nullable(),
  /** Out of 10. */
  rating: z.number().min(0).max(10),
  age_limit: z.number().int().nullable(),
  total_episode: z.number().int().min(0),
  released_date: isoDate.nullable(),
});
export type MediaCard = z.infer<typeof mediaCardSchema>;

export const translatorSchema = z.strictObject({ nickname: z.string(), avatar: url.nullable() });
export type Translator = z.infer<typeof translatorSchema>;

/** Studio and director: docs/product.md §3 says "name or title, image"; we always send `name`. */
export const personSchema = z.strictObject({ name: z.string(), image: url.nullable() });
export type Person = z.infer<typeof personSchema>;

/** A cast member; vname/vimage is the Mongolian voice actor, when dubbed. */
export const actorSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  image: url.nullable(),
  vname: z.string().nullable(),
  vimage: url.nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

export const actorDetailSchema = actorSchema.extend({ media: z.array(mediaCardSchema) });
export type ActorDetail = z.infer<typeof actorDetailSchema>;

/** Another season of the same franchise; title is the season label, e.g. '2-р улирал'. */
export const otherSeasonSchema = z.strictObject({ id: z.number().int(), title: z.string() });
export type OtherSeason = z.infer<typeof otherSeasonSchema>;

/** docs/product.md §3 "Media (series) detail", every field, personalised for the requesting user. */
export const mediaDetailSchema = z.strictObject({
  id: z.number().int(),
  kind: mediaKindSchema,
  title: z.string(),
  original_name: z.string().nullable(),
  /** HTML; sanitise before rendering. */
  description: z.string().nullable(),
  image1: url.nullable(),
  logo: url.nullable(),
  poster_hz: url.nullable(),
  banner: url.nullable(),
  liked: likeValueSchema,
  later: z.boolean(),
  notify: z.boolean(),
  watch_status: watchStatusSchema.nullable(),
  /** The first episode, or the one after the user's latest watched; null without episodes. */
  epId: z.number().int().nullable(),
  /**
   * Added: the viewer's saved seconds in epId when epId is the unfinished episode they were last
   * in (the play button offers "continue / start over"); 0 for guests and fresh episodes.
   */
  ep_position_sec: z.number().int().min(0),
  is_mirror: z.boolean(),
  is_blacklist: z.boolean(),
  translater: translatorSchema.nullable(),
  categories: z.array(categorySchema),
  /** Every season of the franchise in order, this one included; empty for a stand-alone title. */
  other_seasons: z.array(otherSeasonSchema),
  studio: personSchema.nullable(),
  director: personSchema.nullable(),
  actors: z.array(actorSchema),
  related: z.array(mediaCardSchema),
  rating: z.number().min(0).max(10),
  age_limit: z.number().int().nullable(),
  is_completed: z.boolean(),
  released_date: isoDate.nullable(),
  total_episode: z.number().int().min(0),
  /** Episodes published so far; fewer than total_episode while a series is still coming out. */
  episode_count: z.number().int().min(0),
  /** Airing season label, when known. */
  season: seasonSchema.nullable(),
  like_count: z.number().int().min(0),
  updated_at: timestamp,
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** A home-page row: a category and its newest media. */
export const homeCategorySchema = categorySchema.extend({ media: z.array(mediaCardSchema) });
export type HomeCategory = z.infer<typeof homeCategorySchema>;

/**
 * What a search result is: a catalogue title (a media kind), a podcast show or a newsletter
 * issue. The kind says which table `id` is from, so which page opens it.
 */
export const searchResultKindSchema = z.enum([...mediaKindSchema.options, 'podcast', 'newsletter']);
export type SearchResultKind = z.infer<typeof searchResultKindSchema>;

/** A podcast or newsletter has no keywords or original name: those are null. */
export const searchResultSchema = z.strictObject({
  id: z.number().int(),
  kind: searchResultKindSchema,
  title: z.string(),
  image: url.nullable(),
  keywords: z.string().nullable(),
  original_name: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
