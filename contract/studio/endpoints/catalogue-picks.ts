import { z } from 'zod';
import { pickedSchema } from './catalogue-shared';
import { pickQuery, requiredText } from './fields';

/** What the title form chooses from, searchable by name (docs/decisions/053-studio-catalogue.md). */

const pickList = <T extends z.ZodType>(item: T) => ({
  query: pickQuery,
  response: z.object({ status: z.literal(true), data: z.array(item) }),
});

export const actorPickSchema = pickedSchema.extend({
  /** Voice actor. */
  vname: z.string().nullable(),
  image: z.string().nullable(),
});

export const pickSchemas = {
  studioPickStudios: pickList(pickedSchema),
  studioPickDirectors: pickList(pickedSchema),
  studioPickTranslators: pickList(pickedSchema),
  studioPickCategories: pickList(pickedSchema),
  studioPickActors: pickList(actorPickSchema),
  studioPickFranchises: pickList(pickedSchema),
  studioFranchiseCreate: {
    body: z.object({ name: requiredText(200) }),
    response: z.object({
      status: z.literal(true),
      msg: z.string(),
      data: pickedSchema,
    }),
  },
} as const;
