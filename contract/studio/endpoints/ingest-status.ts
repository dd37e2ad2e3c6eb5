import { z } from 'zod';

export const ingestStatusSchemas = {
  studioIngestStatus: {
    response: z.object({
      status: z.literal(true),
      data: z.object({
        /** False: no upload can be taken; `reason` says why, in Mongolian. */
        on: z.boolean(),
        reason: z.string(),
      }),
    }),
  },
} as const;
