import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { downloadGrantSchema, downloadKindSchema } from '../entities';
import { id, userId } from './common';

/** Offline downloads (docs/product.md "Downloads"); every call is the user's own. */
export const downloadSchemas = {
  downloadGrant: {
    params: z.object({ userId, kind: downloadKindSchema, id }),
    response: envelopeSchema(downloadGrantSchema),
  },
} as const;
