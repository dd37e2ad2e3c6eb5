import { z } from 'zod';
import { isoMoment, searchText, studioPage } from './fields';

/** Parts shared by the reading room's lists (docs/decisions/056-studio-podcasts-newsletters.md). */

export const READING_PAGE_SIZE = 50;

export const readingListQuery = z.object({
  /** Part of the title (or a podcast's creator). */
  q: searchText,
  page: studioPage,
});

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal(true),
    data: z.object({
      rows: z.array(row),
      page: z.number().int(),
      has_more: z.boolean(),
      /** Rows matching the search, all pages. */
      total: z.number().int(),
    }),
  });

/** A delete names the version it saw, as a save does. */
export const deletedResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.number().int() }),
});

/** A moment stored as UTC ISO text, as every `*_at` column is, so text order is time order. */
export const utcMoment = isoMoment.transform((v) => new Date(v).toISOString());
