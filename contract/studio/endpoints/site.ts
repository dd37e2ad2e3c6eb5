import { z } from 'zod';
import { linkKindSchema } from '../../entities/site';
import { createdResponse, savedResponse, staleResponse } from './catalogue-shared';
import { htmlText, positiveId, requiredText, version, wholeNumber } from './fields';

/* The site room (docs/decisions/058-studio-site-pages-and-packs.md). */

const idParams = z.object({ id: positiveId });
const done = z.object({ status: z.literal(true), msg: z.string() });

/** HTML an editor writes, sanitised on save; a page or an answer cannot be empty. */
const requiredHtml = (max: number) =>
  htmlText(max).refine((v) => v !== null && v.trim() !== '', 'Энэ талбарыг бөглөнө үү!');

/** A link goes to an https address or to a path of this site. */
const LINK_URL = /^(?:https:\/\/[^\s/]+\S*|\/(?![/\\])\S*)$/;
export const linkUrl = requiredText(500).refine(
  (v) => LINK_URL.test(v),
  'Холбоос "/" эсвэл "https://"-ээр эхэлнэ!',
);

export const moveBody = z.object({
  direction: z.enum(['up', 'down'], 'Дээш эсвэл доош гэж сонгоно уу!'),
});

export const faqItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type StudioFaqItem = z.infer<typeof faqItemSchema>;

export const faqBody = z.object({ title: requiredText(300), body: requiredHtml(20_000) });

export const contentPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type StudioContentPage = z.infer<typeof contentPageSchema>;

export const pageBody = z.object({
  title: requiredText(200),
  body: requiredHtml(200_000),
  version,
});

export const linkSchema = z.object({
  id: z.number().int(),
  kind: linkKindSchema,
  title: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type StudioLink = z.infer<typeof linkSchema>;

export const logoSchema = z.object({ id: z.number().int(), key: z.string(), url: z.string() });
export type StudioLogo = z.infer<typeof logoSchema>;

export const linkBody = z.object({
  kind: z.enum(linkKindSchema.options, 'Холбоосын төрлийг сонгоно уу!'),
  title: requiredText(100),
  url: linkUrl,
  /** An icon's name or image address; empty for none. */
  icon: z
    .string('Текст оруулна уу!')
    .trim()
    .max(500, '500 тэмдэгтээс ихгүй байна!')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const logoBody = z.object({ url: linkUrl });

export const packSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  days: z.number().int(),
  /** Whole tugrik. */
  price: z.number().int(),
  sort: z.number().int(),
  /** Invoices that name it: such a pack cannot be deleted. */
  invoices: z.number().int(),
});
export type StudioPack = z.infer<typeof packSchema>;

export const packBody = z.object({
  title: requiredText(100),
  days: wholeNumber(1, 3660),
  price: wholeNumber(1, 100_000_000),
});

export const siteSchemas = {
  studioFaq: {
    response: z.object({ status: z.literal(true), data: z.array(faqItemSchema) }),
  },
  studioFaqCreate: { body: faqBody, response: createdResponse },
  studioFaqUpdate: {
    params: idParams,
    body: faqBody.extend({ version }),
    response: savedResponse,
    stale: staleResponse(faqItemSchema),
  },
  studioFaqDelete: { params: idParams, response: done },
  studioFaqMove: { params: idParams, body: moveBody, response: done },
  studioPages: {
    response: z.object({ status: z.literal(true), data: z.array(contentPageSchema) }),
  },
  studioPage: {
    params: idParams,
    response: z.object({ status: z.literal(true), data: contentPageSchema }),
  },
  studioPageUpdate: {
    params: idParams,
    body: pageBody,
    response: savedResponse,
    stale: staleResponse(contentPageSchema),
  },
  studioLinks: {
    response: z.object({
      status: z.literal(true),
      data: z.object({ links: z.array(linkSchema), logos: z.array(logoSchema) }),
    }),
  },
  studioLinkCreate: { body: linkBody, response: createdResponse },
  studioLinkUpdate: { params: idParams, body: linkBody, response: done },
  studioLinkDelete: { params: idParams, response: done },
  studioLinkMove: { params: idParams, body: moveBody, response: done },
  studioLogoUpdate: { params: idParams, body: logoBody, response: done },
  studioPacks: {
    response: z.object({ status: z.literal(true), data: z.array(packSchema) }),
  },
  studioPackCreate: { body: packBody, response: createdResponse },
  studioPackUpdate: { params: idParams, body: packBody, response: done },
  studioPackDelete: { params: idParams, response: done },
  studioPackMove: { params: idParams, body: moveBody, response: done },
} as const;
