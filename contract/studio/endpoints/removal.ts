import { z } from 'zod';
import { positiveId, reasonText, version } from './fields';
import { episodeSchema } from './catalogue-episodes';
import { staleResponse } from './catalogue-shared';
import { titleSchema } from './catalogue-titles';
import { deletedResponse } from './reading-shared';

/** The version the editor saw, and why it goes (kept in the audit record). */
export const removalBody = z.object({ version, reason: reasonText });

const idParams = z.object({ id: positiveId });

export const removalSchemas = {
  studioTitleDelete: {
    params: idParams,
    body: removalBody,
    response: deletedResponse,
    /** 409: stale version (with `current`), or a refusal (episodes left, rentals running). */
    stale: staleResponse(titleSchema),
  },
  studioEpisodeDelete: {
    params: idParams,
    body: removalBody,
    response: deletedResponse,
    stale: staleResponse(episodeSchema),
  },
} as const;
