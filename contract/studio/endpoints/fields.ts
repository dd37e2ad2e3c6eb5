import { z } from 'zod';

/*
 * Field rules of studio forms, each with the Mongolian text shown next to the field. The server
 * answers a refused form with every failing field by name (422 `fields`), the form shows them.
 */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'Энэ талбарыг бөглөнө үү!').max(max, `${max} тэмдэгтээс ихгүй байна!`);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} тэмдэгтээс ихгүй байна!`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The most a reason may say (the studio's reason box stops there too). */
export const REASON_MAX = 500;

/** Why finance or a moderator changed something: kept with the change, so it must be said. */
export const reasonText = requiredText(REASON_MAX);

/** A save names the version it edited (version check). */
export const version = z.number().int().min(1);

export const studioPage = z.coerce.number().int().min(1).max(100_000).default(1);

/** A list's search box: part of a text, at most 100 characters; an empty box searches nothing. */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A refused form: the message, and per field what is wrong with it. */
export const fieldErrorsSchema = z.object({
  status: z.literal(false),
  msg: z.string(),
  fields: z.record(z.string(), z.string()),
});

/* Catalogue forms (docs/decisions/053-studio-catalogue.md). */

/** A choice from a pick-list that may be left empty. */
export const optionalId = positiveId.nullable();

export const flag = z.boolean('Тийм эсвэл үгүй гэж сонгоно уу!');

/** A whole number between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number('Тоо оруулна уу!')
    .int('Бүхэл тоо оруулна уу!')
    .min(min, `Хамгийн багадаа ${min} байна!`)
    .max(max, `Хамгийн ихдээ ${max} байна!`);

export const isoDay = z.iso.date('Огноог ЖЖЖЖ-СС-ӨӨ хэлбэрээр оруулна уу!');

/** A moment with its zone, as `Date.prototype.toISOString` writes it. */
export const isoMoment = z.iso.datetime({
  offset: true,
  message: 'Цагийг ЖЖЖЖ-СС-ӨӨTЦЦ:ММ хэлбэрээр оруулна уу!',
});

/** An image the site serves (a path of its own) or an https address; empty for none. */
const IMAGE_URL = /^(?:https:\/\/|\/(?![/\\]))\S*$/;
export const imageUrl = z
  .string('Зургийн хаягийг оруулна уу!')
  .trim()
  .max(500, '500 тэмдэгтээс ихгүй байна!')
  .refine((v) => v === '' || IMAGE_URL.test(v), 'Зургийн хаяг "/" эсвэл "https://"-ээр эхэлнэ!')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** HTML an editor writes; the server sanitises it before storing (server/domain/studio-html.ts). */
export const htmlText = (max: number) =>
  z.string('Текст оруулна уу!').max(max, `${max} тэмдэгтээс ихгүй байна!`).nullable();

/** Ids picked from a list, each once, in the order given. */
export const idList = (max: number) =>
  z
    .array(positiveId, 'Жагсаалтаас сонгоно уу!')
    .max(max, `Хамгийн ихдээ ${max} утга сонгоно уу!`)
    .refine((ids) => new Set(ids).size === ids.length, 'Нэг утгыг хоёр удаа сонгосон байна!');

/** What a pick-list endpoint is asked: part of a name, or nothing for the first ones. */
export const pickQuery = z.object({
  q: z.string().trim().max(100).optional(),
});
