import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '../envelope';
import {
  newsletterDetailSchema,
  newsletterSchema,
  podcastDetailSchema,
  podcastSchema,
  podcastTrackSchema,
} from '../entities';
import { id, pageQuery } from './common';

/** Podcasts and newsletters: paths added in docs/architecture.md "Paths the spec does not name". */
export const readingSchemas = {
  podcasts: { query: pageQuery, response: envelopeSchema(pagedSchema(podcastSchema)) },
  podcastDetail: { params: z.object({ id }), response: envelopeSchema(podcastDetailSchema) },
  podcastTracks: {
    params: z.object({ id }),
    response: envelopeSchema(z.array(podcastTrackSchema)),
  },
  newsletters: { query: pageQuery, response: envelopeSchema(pagedSchema(newsletterSchema)) },
  newsletterDetail: {
    params: z.object({ id }),
    response: envelopeSchema(newsletterDetailSchema),
  },
} as const;
