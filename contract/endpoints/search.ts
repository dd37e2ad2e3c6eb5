import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { searchResultSchema } from '../entities';
import { searchMessages as m, textMessages } from '../messages';
import { hasForbiddenCharacters } from '../user-text';
import { MAX_ID } from './common';

/**
 * The kinds search narrows to: the catalogue's series, movies and theatre titles (the media
 * table's kinds, less the live channel), podcasts and newsletters.
 */
export const searchTypeSchema = z.enum(['series', 'movie', 'theatre', 'podcast', 'newsletter'], {
  error: m.typeInvalid,
});
export type SearchType = z.infer<typeof searchTypeSchema>;

/** Years a title's released date can fall in. */
export const SEARCH_YEAR_MIN = 1900;
export const SEARCH_YEAR_MAX = 2100;

const category = z.coerce
  .number<string | number>({ error: m.categoryInvalid })
  .int(m.categoryInvalid)
  .positive(m.categoryInvalid)
  .max(MAX_ID, m.categoryInvalid);

const year = z.coerce
  .number<string | number>({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(SEARCH_YEAR_MIN, m.yearInvalid)
  .max(SEARCH_YEAR_MAX, m.yearInvalid);

/**
 * `?q&type&category&year`. `q` alone is the spec's search, unchanged; the filters narrow it, and
 * without `q` they browse (at least one of the four is needed). An empty `q` is no `q`.
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string()
      // As every text a user sends (userText in common.ts): a NUL or an escape is never typed.
      .refine((q) => !hasForbiddenCharacters(q), {
        message: textMessages.controlCharacters,
        abort: true,
      })
      .trim()
      .max(100, m.queryTooLong)
      .optional()
      .transform((q) => q || undefined),
    type: searchTypeSchema.optional(),
    category: category.optional(),
    year: year.optional(),
  })
  .refine((s) => s.q !== undefined || s.type || s.category || s.year, {
    message: m.queryRequired,
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchSchemas = {
  search: {
    /**
     * Matches a title's name, original name and keywords, a podcast's name and creator, a
     * newsletter's name, case-insensitively (Cyrillic too); 20 at most.
     */
    query: searchQuerySchema,
    response: envelopeSchema(z.array(searchResultSchema)),
  },
} as const;
