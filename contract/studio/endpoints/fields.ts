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

/** A save names the version it edited (version check). */
export const version = z.number().int().min(1);

export const studioPage = z.coerce.number().int().min(1).max(100_000).default(1);

/** A refused form: the message, and per field what is wrong with it. */
export const fieldErrorsSchema = z.object({
  status: z.literal(false),
  msg: z.string(),
  fields: z.record(z.string(), z.string()),
});
