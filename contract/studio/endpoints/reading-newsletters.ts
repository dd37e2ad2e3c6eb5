import { z } from 'zod';
import { createdResponse, savedResponse, staleResponse } from './catalogue-shared';
import { imageUrl, optionalText, positiveId, requiredText, version } from './fields';
import { deletedResponse, pageOf, readingListQuery, utcMoment } from './reading-shared';

/*
 * Newsletters in the studio (docs/decisions/056-studio-podcasts-newsletters.md). One whose
 * `published_at` is in the future is not shown to viewers until then.
 */

const idParams = z.object({ id: positiveId });

export const newsletterFields = {
  title: requiredText(200),
  summary: optionalText(1000),
  /** HTML; stored sanitised, as the viewer app shows it. */
  body: z
    .string('Мэдээллийн агуулгыг бичнэ үү!')
    .max(100_000, '100000 тэмдэгтээс ихгүй байна!')
    .refine((v) => v.trim() !== '', 'Мэдээллийн агуулгыг бичнэ үү!'),
  image: imageUrl,
  published_at: utcMoment,
};

export const newsletterCreateBody = z
  .object(newsletterFields)
  .partial()
  .extend({ title: newsletterFields.title, body: newsletterFields.body });
export const newsletterUpdateBody = z.object(newsletterFields).partial().extend({ version });
export const newsletterDeleteBody = z.object({ version });

export const newsletterRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  version: z.number().int(),
});
export type StudioNewsletterRow = z.infer<typeof newsletterRowSchema>;

export const newsletterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  version: z.number().int(),
});
export type StudioNewsletter = z.infer<typeof newsletterSchema>;

export const newsletterSchemas = {
  studioNewsletters: { query: readingListQuery, response: pageOf(newsletterRowSchema) },
  studioNewsletterCreate: { body: newsletterCreateBody, response: createdResponse },
  studioNewsletter: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: newsletterSchema }),
  },
  studioNewsletterUpdate: {
    params: idParams,
    body: newsletterUpdateBody,
    response: savedResponse,
    stale: staleResponse(newsletterSchema),
  },
  studioNewsletterDelete: {
    params: idParams,
    body: newsletterDeleteBody,
    response: deletedResponse,
    stale: staleResponse(newsletterSchema),
  },
} as const;
