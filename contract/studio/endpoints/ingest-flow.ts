import { z } from 'zod';
import { positiveId } from './fields';

const done = z.object({
  status: z.literal(true),
  msg: z.string(),
});

export const ingestFlowSchemas = {
  studioIngestCancel: { params: z.object({ id: positiveId }), response: done },
  studioIngestRetry: { params: z.object({ id: positiveId }), response: done },
} as const;
