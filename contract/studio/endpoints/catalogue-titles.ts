import { z } from 'zod';
import { mediaDetailSchema } from '../../entities/media';
import { TITLE_KINDS, TITLE_SORTS, TITLE_STATUSES } from '../catalogue-values';
import {
  createdResponse,
  pickedSchema,
  publishFields,
  publishStateSchema,
  savedResponse,
  staleResponse,
  stateChangeBody,
  stateChangeResponse,
} from './catalogue-shared';
import {
  flag,
  htmlText,
  idList,
  imageUrl,
  isoDay,
  optionalId,
  optionalText,
  positiveId,
  requiredText,
  searchText,
  studioPage,
  version,
  wholeNumber,
} from './fields';

/*
 * Titles in the studio (docs/decisions/053-studio-catalogue.md): a page of the list, one title's
 * every editable field, create, update (naming its version), state, preview.
 */

const idParams = z.object({ id: positiveId });

/** Rental and price of a movie or theatre title. */
export const titleMovieSchema = z.object({
  /** Tugrik; more than 0 when `has_price`. */
  price: wholeNumber(0, 10_000_000),
  is_free: flag,
  /** Rented for the price (theatre). */
  has_price: flag,
  is_theatre: flag,
});

export const castMemberBody = z.object({
  actor_id: positiveId,
  /** The part played, e.g. 'Гол дүр'. */
  role: optionalText(100),
});

/**
 * Every field a title form edits. A new title needs `kind` and `title`, the rest has defaults;
 * an update sends any of them with `version`, and what it leaves out stays as stored.
 */
export const titleFields = {
  kind: z.enum(TITLE_KINDS, 'Төрлөө сонгоно уу!'),
  title: requiredText(200),
  original_name: optionalText(200),
  /** HTML; stored sanitised, as the viewer app shows it. */
  description: htmlText(20_000),
  /** Extra search words, space-separated. */
  keywords: optionalText(500),
  category_ids: idList(20),
  /** The franchise whose seasons this title is one of (other_seasons); null for none. */
  media_group_id: optionalId,
  season_number: wholeNumber(1, 99),
  /** The season's button label, e.g. '2-р улирал'. */
  season_title: optionalText(60),
  studio_id: optionalId,
  director_id: optionalId,
  translator_id: optionalId,
  /** In the order shown. */
  cast: z
    .array(castMemberBody, 'Жагсаалтаас сонгоно уу!')
    .max(100, 'Хамгийн ихдээ 100 жүжигчин байна!')
    .refine(
      (cast) => new Set(cast.map((m) => m.actor_id)).size === cast.length,
      'Нэг жүжигчнийг хоёр удаа сонгосон байна!',
    ),
  /**
   * One decimal, as the viewer app shows it; stored as such. (PostgreSQL keeps rating as `real`,
   * which refuses numbers as small as 1e-300: they are rounded to 0 here, never sent on.)
   */
  rating: z
    .number('Тоо оруулна уу!')
    .min(0, 'Хамгийн багадаа 0 байна!')
    .max(10, 'Хамгийн ихдээ 10 байна!')
    .refine(
      (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6,
      'Үнэлгээг нэг оронтой бутархайгаар оруулна уу!',
    )
    .transform((v) => Math.round(v * 10) / 10),
  age_limit: wholeNumber(0, 21).nullable(),
  /** `is_completed` follows it (completed ⇔ true), as the viewer app reads either. */
  status: z.enum(TITLE_STATUSES, 'Төлвөө сонгоно уу!'),
  released_date: isoDay.nullable(),
  logo: imageUrl,
  banner: imageUrl,
  /** Poster 2:3. */
  image1: imageUrl,
  /** Horizontal poster 16:9. */
  poster_hz: imageUrl,
  /** Required for movie and theatre titles, null for a series. */
  movie: titleMovieSchema.nullable(),
};

export const titleCreateBody = z
  .object(titleFields)
  .partial()
  .extend({ kind: titleFields.kind, title: titleFields.title });
export const titleUpdateBody = z.object(titleFields).partial().extend({ version });

export const titleListQuery = z.object({
  /** Part of the title or original name (or a keyword). */
  q: searchText,
  kind: z.enum(TITLE_KINDS).optional(),
  publish_state: publishStateSchema.optional(),
  category: positiveId.optional(),
  sort: z.enum(TITLE_SORTS).default('updated'),
  page: studioPage,
});

export const titleRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TITLE_KINDS),
  title: z.string(),
  original_name: z.string().nullable(),
  image1: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...publishFields,
});
export type StudioTitleRow = z.infer<typeof titleRowSchema>;

export const titleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TITLE_KINDS),
  title: z.string(),
  original_name: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.string().nullable(),
  categories: z.array(pickedSchema),
  franchise: pickedSchema.nullable(),
  season_number: z.number().int(),
  season_title: z.string().nullable(),
  /** Every title of the franchise, this one included, in season order. */
  other_seasons: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      season_number: z.number().int(),
      season_title: z.string().nullable(),
      publish_state: publishStateSchema,
    }),
  ),
  studio: pickedSchema.nullable(),
  director: pickedSchema.nullable(),
  translator: pickedSchema.nullable(),
  cast: z.array(
    z.object({
      actor_id: z.number().int(),
      name: z.string(),
      /** Voice actor. */
      vname: z.string().nullable(),
      image: z.string().nullable(),
      role: z.string().nullable(),
    }),
  ),
  rating: z.number(),
  age_limit: z.number().int().nullable(),
  is_completed: z.boolean(),
  status: z.enum(TITLE_STATUSES),
  released_date: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  image1: z.string().nullable(),
  poster_hz: z.string().nullable(),
  movie: titleMovieSchema.nullable(),
  episode_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...publishFields,
});
export type StudioTitle = z.infer<typeof titleSchema>;

export const titleSchemas = {
  studioTitles: {
    query: titleListQuery,
    response: z.object({
      status: z.literal(true),
      data: z.object({
        rows: z.array(titleRowSchema),
        page: z.number().int(),
        has_more: z.boolean(),
        /** Titles matching the search and filters, all pages. */
        total: z.number().int(),
      }),
    }),
  },
  studioTitleCreate: { body: titleCreateBody, response: createdResponse },
  studioTitle: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: titleSchema }),
  },
  studioTitleUpdate: {
    params: idParams,
    body: titleUpdateBody,
    /** 200 saved (the new version); 409 `stale` when `version` is not the stored one. */
    response: savedResponse,
    stale: staleResponse(titleSchema),
  },
  studioTitleState: { params: idParams, body: stateChangeBody, response: stateChangeResponse },
  studioTitlePreview: {
    params: idParams,
    /** The viewer's media detail, as a guest would see it were the title published. */
    response: z.object({ status: z.literal(true), data: mediaDetailSchema }),
  },
} as const;
