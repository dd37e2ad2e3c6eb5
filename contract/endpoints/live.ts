import { z } from 'zod';

/** A representation id of the live manifest (the sample title's: 0-2 video, 3-4 audio). */
const rep = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/);

/** `<number>.m4s`: the segment's $Number$ (1-based, counted from availabilityStartTime). */
const segmentFile = z
  .string()
  .regex(/^[1-9]\d{0,11}\.m4s$/)
  .transform((file) => Number(file.slice(0, -'.m4s'.length)));

/**
 * The live channel (docs/architecture.md "Media"): a dynamic MPEG-DASH manifest built on a wall clock from
 * the sample title's segments. Neither answer is JSON.
 */
export const liveSchemas = {
  /** application/dash+xml text. */
  liveManifest: { response: z.string() },
  /** video/mp4 or audio/mp4 bytes; 404 for a segment not yet available. */
  liveSegment: {
    params: z.object({ rep, file: segmentFile }),
    response: z.instanceof(Uint8Array),
  },
} as const;
