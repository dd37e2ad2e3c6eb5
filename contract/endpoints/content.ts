import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '../envelope';
import {
  actorDetailSchema,
  categorySchema,
  contentPageSchema,
  faqItemSchema,
  footerSchema,
  historyItemSchema,
  homeCategorySchema,
  latestEpisodeSchema,
  logoSchema,
  mediaCardSchema,
  mediaDetailSchema,
  movieSchema,
  notificationListSchema,
  programSchema,
  seasonSchema,
  slideSchema,
} from '../entities';
import { id, page, pageQuery, userId } from './common';

/**
 * Listing sort (`/series/…/{sort}`, `/theatre/{cat}/{sort}`):
 * - 'all': the default order, most recently updated first
 * - 'new' / 'old': by released date, newest / oldest first
 * - 'a-z' / 'z-a': by title
 * - 'rating': highest rated first
 * - 'popular': most viewed first
 */
export const listSortSchema = z.enum(['all', 'new', 'old', 'a-z', 'z-a', 'rating', 'popular']);
export type ListSort = z.infer<typeof listSortSchema>;

/**
 * Listing `t` (docs/product.md §7 `?t`): 'all' is the series catalogue with the body's filters; the others
 * list the user's own marks across all kinds (liked = /episode/liked) and need a logged-in user.
 */
export const listTypeSchema = z.enum(['all', 'liked', 'later', 'notify']);
export type ListType = z.infer<typeof listTypeSchema>;

/** `animeStatus` filter: 'airing' still gets episodes, 'completed' is finished. */
export const animeStatusSchema = z.enum(['all', 'airing', 'completed']);
export type AnimeStatusFilter = z.infer<typeof animeStatusSchema>;

/** `type` filter of the theatre listing. */
export const movieTypeSchema = z.enum(['all', 'movie', 'theatre']);
export type MovieTypeFilter = z.infer<typeof movieTypeSchema>;

/** Category ids; 'all' (as the route segment reads) means no category filter. */
const cats = z
  .union([z.literal('all'), z.array(id).max(20)])
  .default([])
  .transform((v) => (v === 'all' ? [] : v));

const animeListQuery = z.object({
  page,
  t: listTypeSchema.default('all'),
  /** A category id added to the filter (header links /series/{id}/…). */
  id: id.optional(),
});

const mediaCards = envelopeSchema(z.array(mediaCardSchema));
const pagedCards = envelopeSchema(pagedSchema(mediaCardSchema));

export const contentSchemas = {
  slidesBig: {
    /** multi=1: the whole first set; without it only the first slide. */
    query: z.object({ multi: z.enum(['0', '1']).default('0') }),
    response: envelopeSchema(z.array(slideSchema)),
  },
  slidesSet: {
    params: z.object({ set: z.coerce.number<string | number>().int().min(2).max(5) }),
    response: envelopeSchema(z.array(slideSchema)),
  },
  programSlides: { response: envelopeSchema(z.array(programSchema)) },
  homeCategories: { response: envelopeSchema(z.array(homeCategorySchema)) },
  latestMovies: { response: mediaCards },
  animeSeason: {
    response: envelopeSchema(
      z.strictObject({ season: seasonSchema.nullable(), media: z.array(mediaCardSchema) }),
    ),
  },
  animeSeasonList: { response: envelopeSchema(z.array(seasonSchema)) },
  animeCats: {
    params: z.object({ cat: id }),
    response: envelopeSchema(
      z.strictObject({ category: categorySchema, media: z.array(mediaCardSchema) }),
    ),
  },
  animeDetail: {
    params: z.object({ id, userId }),
    response: envelopeSchema(mediaDetailSchema),
  },
  animeHover: {
    params: z.object({ id }),
    /** status false (HTTP 200) when the media has no hover video. */
    response: z.object({
      status: z.boolean(),
      msg: z.string().optional(),
      p: z.string().optional(),
    }),
  },
  animeList: {
    params: z.object({ userId }),
    query: animeListQuery,
    body: z.strictObject({
      cats,
      season: z.union([z.literal('all'), id]).default('all'),
      sort: listSortSchema.default('all'),
      animeStatus: animeStatusSchema.default('all'),
    }),
    response: pagedCards,
  },
  animeListGet: {
    params: z.object({ userId }),
    query: animeListQuery,
    response: pagedCards,
  },
  mediaRelated: { params: z.object({ id }), response: mediaCards },
  /** cat: a category id; the best-rated media of it. */
  mediaSuggested: { params: z.object({ cat: id }), response: mediaCards },
  latestEpisodes: {
    query: pageQuery,
    response: envelopeSchema(pagedSchema(latestEpisodeSchema)),
  },
  historyLatest: {
    params: z.object({ userId }),
    response: envelopeSchema(z.array(historyItemSchema)),
  },
  history: {
    params: z.object({ userId }),
    query: pageQuery,
    response: envelopeSchema(pagedSchema(historyItemSchema)),
  },
  moviesWeb: {
    query: pageQuery,
    body: z.strictObject({
      cats,
      sort: listSortSchema.default('all'),
      type: movieTypeSchema.default('all'),
    }),
    response: pagedCards,
  },
  movie: { params: z.object({ id }), response: envelopeSchema(movieSchema) },
  contentPage: { params: z.object({ id }), response: envelopeSchema(contentPageSchema) },
  webLogoHeader: { response: envelopeSchema(logoSchema.nullable()) },
  appLogoFooter: { response: envelopeSchema(footerSchema) },
  appLogoHeader: { response: envelopeSchema(logoSchema.nullable()) },
  notifications: {
    params: z.object({ userId }),
    response: envelopeSchema(notificationListSchema),
  },
  faq: { response: envelopeSchema(z.array(faqItemSchema)) },
  actor: { params: z.object({ id }), response: envelopeSchema(actorDetailSchema) },
} as const;
