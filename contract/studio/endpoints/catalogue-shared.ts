import { z } from 'zod';
import { PUBLISH_STATES } from '../roles';
import { isoMoment } from './fields';

/** Parts shared by the catalogue's titles and episodes (docs/decisions/053-studio-catalogue.md). */

export const publishStateSchema = z.enum(PUBLISH_STATES, 'Төлвөө сонгоно уу!');

/** Where a row stands, as every catalogue answer shows it. */
export const publishFields = {
  publish_state: publishStateSchema,
  /** When a 'scheduled' row goes on the site; null otherwise. */
  publish_at: z.string().nullable(),
  /** Name it in the next save: a save of an older version is refused with 409. */
  version: z.number().int().min(1),
};

/** Publish now, schedule (`at`, in the future), hide, or back to draft. */
export const stateChangeBody = z.object({
  state: publishStateSchema,
  /** Only for 'scheduled'. */
  at: isoMoment.optional(),
});

export const stateChangeResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  data: z.object({
    publish_state: publishStateSchema,
    publish_at: z.string().nullable(),
    /** Followers told of an episode that went on the site now (0 otherwise). */
    notified: z.number().int().min(0),
  }),
});

/** An id from a pick-list with its name, as a saved form shows it. */
export const pickedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Picked = z.infer<typeof pickedSchema>;

export const createdResponse = z.object({
  status: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.number().int(), version: z.number().int() }),
});

export const savedResponse = createdResponse;

/**
 * A save of a version someone else already replaced: nothing changed, `msg` is
 * studioMessages.staleVersion, `current` holds what is stored now (the form keeps the editor's
 * own values and shows these beside them).
 */
export const staleResponse = <T extends z.ZodType>(current: T) =>
  z.object({ status: z.literal(false), msg: z.string(), current });
