import { z } from 'zod';
import {
  imageUrl,
  isoDay,
  isoMoment,
  optionalId,
  optionalText,
  positiveId,
  requiredText,
  studioPage,
} from './fields';
import { staleResponse } from './catalogue-shared';

export { ACTORS_PAGE_SIZE } from '../home-values';

/*
 * The home room (docs/decisions/057-studio-home-and-schedule.md): slide sets, the programme
 * schedule, categories and actors. A slide set and a programme carry a `version`, a fingerprint
 * of what was read: a save naming an older one changes nothing and answers 409 with what is
 * stored now.
 */

const idParams = z.object({ id: positiveId });
const setParams = z.object({
  set: z.coerce.number().int().min(1, 'Слайдын багц 1–5 байна!').max(5, 'Слайдын багц 1–5 байна!'),
});
const done = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), msg: z.string(), data });
const read = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

/** The version a save names: what the editor read. */
const readVersion = z.string('Хувилбар дутуу байна!').min(1, 'Хувилбар дутуу байна!').max(100);

/** Where a slide leads: a path of the site or an https address; empty for none. */
const linkUrl = z
  .string('Холбоосыг оруулна уу!')
  .trim()
  .max(500, '500 тэмдэгтээс ихгүй байна!')
  .refine(
    (v) => v === '' || /^(?:https:\/\/|\/(?![/\\]))\S*$/.test(v),
    'Холбоос "/" эсвэл "https://"-ээр эхэлнэ!',
  )
  .transform((v) => (v === '' ? null : v))
  .nullable();

const direction = z.enum(['up', 'down'], 'Дээш эсвэл доош гэж сонгоно уу!');

/* Slides. */

export const slideSchema = z.object({
  id: z.number().int(),
  set_no: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  media_id: z.number().int().nullable(),
  /** The title the slide points at, by name (null when none). */
  media_title: z.string().nullable(),
  sort: z.number().int(),
});
export type StudioSlide = z.infer<typeof slideSchema>;

export const slideSetSchema = z.object({
  set_no: z.number().int(),
  rows: z.array(slideSchema),
  /** Name it in the next save of this set. */
  version: z.string(),
});
export type StudioSlideSet = z.infer<typeof slideSetSchema>;

export const slideBody = z.object({
  title: requiredText(200),
  subtitle: optionalText(300),
  image: imageUrl,
  link: linkUrl,
  media_id: optionalId,
  version: readVersion,
});

/* Programmes. */

export const programSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  media_id: z.number().int().nullable(),
  media_title: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  version: z.string(),
});
export type StudioProgram = z.infer<typeof programSchema>;

export const programFields = {
  title: requiredText(200),
  description: optionalText(2000),
  image: imageUrl,
  media_id: optionalId,
  starts_at: isoMoment,
  ends_at: isoMoment,
};

/* Categories. */

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  sort: z.number().int(),
  /** Titles in the category. */
  titles: z.number().int(),
});
export type StudioCategory = z.infer<typeof categorySchema>;

export const categoryBody = z.object({
  title: requiredText(100),
  slug: z
    .string('Хаягийн нэрийг оруулна уу!')
    .trim()
    .min(1, 'Энэ талбарыг бөглөнө үү!')
    .max(100, '100 тэмдэгтээс ихгүй байна!')
    .regex(
      /^[a-zа-яёөү0-9]+(?:-[a-zа-яёөү0-9]+)*$/,
      'Зөвхөн жижиг латин, кирилл үсэг, тоо, зураас (-) ашиглана уу!',
    ),
});

/* Actors. */

export const actorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  vname: z.string().nullable(),
  vimage: z.string().nullable(),
});
export type StudioActor = z.infer<typeof actorSchema>;

export const actorBody = z.object({
  name: requiredText(200),
  image: imageUrl,
  vname: optionalText(200),
  vimage: imageUrl,
});

const savedId = done(z.object({ id: z.number().int() }));

export const homeSchemas = {
  studioSlides: { params: setParams, response: read(slideSetSchema) },
  studioSlideCreate: {
    params: setParams,
    body: slideBody,
    response: done(slideSetSchema),
    stale: staleResponse(slideSetSchema),
  },
  studioSlideUpdate: {
    params: idParams,
    body: slideBody,
    response: done(slideSetSchema),
    stale: staleResponse(slideSetSchema),
  },
  studioSlideDelete: {
    params: idParams,
    body: z.object({ version: readVersion }),
    response: done(slideSetSchema),
    stale: staleResponse(slideSetSchema),
  },
  studioSlideMove: {
    params: idParams,
    body: z.object({ direction, version: readVersion }),
    response: done(slideSetSchema),
    stale: staleResponse(slideSetSchema),
  },
  studioPrograms: {
    query: z.object({ day: isoDay.optional() }),
    response: read(z.object({ day: z.string(), rows: z.array(programSchema) })),
  },
  studioProgramCreate: { body: z.object(programFields), response: savedId },
  studioProgramUpdate: {
    params: idParams,
    body: z.object({ ...programFields, version: readVersion }),
    response: savedId,
    stale: staleResponse(programSchema),
  },
  studioProgramDelete: {
    params: idParams,
    body: z.object({ version: readVersion }),
    response: savedId,
    stale: staleResponse(programSchema),
  },
  studioCategories: { response: read(z.array(categorySchema)) },
  studioCategoryCreate: { body: categoryBody, response: savedId },
  studioCategoryUpdate: { params: idParams, body: categoryBody, response: savedId },
  studioCategoryMove: {
    params: idParams,
    body: z.object({ direction }),
    response: done(z.array(categorySchema)),
  },
  studioCategoryDelete: { params: idParams, response: savedId },
  studioActors: {
    query: z.object({ q: z.string().trim().max(100).optional(), page: studioPage }),
    response: read(
      z.object({ rows: z.array(actorSchema), page: z.number().int(), has_more: z.boolean() }),
    ),
  },
  studioActorCreate: { body: actorBody, response: savedId },
  studioActorUpdate: { params: idParams, body: actorBody, response: savedId },
} as const;
